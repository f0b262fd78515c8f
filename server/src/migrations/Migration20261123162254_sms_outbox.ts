import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162254_sms_outbox extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sms_message" ("id" serial primary key, "recipient" varchar(11) not null, "text" text not null, "kind" text check ("kind" in ('SMS', 'LMS')) not null, "purpose" varchar(50) not null, "ref_type" varchar(50) null, "ref_id" varchar(100) null, "sender_id" int null, "school_id" varchar(20) null, "center_id" int null, "sd_code" varchar(2) null, "status" text check ("status" in ('QUEUED', 'SENDING', 'SENT', 'FAILED')) not null default 'QUEUED', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "claimed_until" timestamptz null, "last_error" varchar(500) null, "provider" varchar(20) null, "provider_message_id" varchar(100) null, "dedupe_key" varchar(200) not null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "sms_message_text_trgm" on "sms_message" using gin ("text" gin_trgm_ops);`);
    this.addSql(`create index "sms_message_recipient_trgm" on "sms_message" using gin ("recipient" gin_trgm_ops);`);
    this.addSql(`create index "sms_message_created_at_index" on "sms_message" ("created_at");`);
    this.addSql(`create index "sms_message_purpose_id_index" on "sms_message" ("purpose", "id");`);
    this.addSql(`create index "sms_message_sd_code_id_index" on "sms_message" ("sd_code", "id");`);
    this.addSql(`create index "sms_message_center_id_id_index" on "sms_message" ("center_id", "id");`);
    this.addSql(`create index "sms_message_school_id_id_index" on "sms_message" ("school_id", "id");`);
    this.addSql(`create index "sms_message_status_next_attempt_at_id_index" on "sms_message" ("status", "next_attempt_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sms_message" cascade;`);
  }

}
