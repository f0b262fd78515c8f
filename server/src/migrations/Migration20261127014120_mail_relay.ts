import { Migration } from '@mikro-orm/migrations';

export class Migration20261127014120_mail_relay extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "status" text check ("status" in ('QUEUED', 'SENDING', 'SENT', 'FAILED')) not null default 'QUEUED', add column "attempts" int not null default 0, add column "next_attempt_at" timestamptz not null default now(), add column "claimed_until" timestamptz null, add column "last_error" varchar(500) null, add column "provider" varchar(20) null, add column "provider_message_id" varchar(200) null, add column "sent_at" timestamptz null;`);
    // what the local driver kept before the relay existed counts as delivered: switching to SMTP must not mail old codes
    this.addSql(`update "mail_outbox" set "status" = 'SENT', "provider" = 'local', "sent_at" = "created_at";`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_id_index" on "mail_outbox" ("status", "next_attempt_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "mail_outbox_status_next_attempt_at_id_index";`);
    this.addSql(`alter table "mail_outbox" drop column "status", drop column "attempts", drop column "next_attempt_at", drop column "claimed_until", drop column "last_error", drop column "provider", drop column "provider_message_id", drop column "sent_at";`);
  }

}
