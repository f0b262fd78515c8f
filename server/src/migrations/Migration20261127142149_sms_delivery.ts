import { Migration } from '@mikro-orm/migrations';

export class Migration20261127142149_sms_delivery extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "sms_message" add column "delivery" text check ("delivery" in ('DELIVERED', 'UNDELIVERED', 'UNKNOWN')) null, add column "delivery_reason" varchar(200) null, add column "delivered_at" timestamptz null, add column "result_check_at" timestamptz null;`);
    this.addSql(`create index "sms_message_result_check" on "sms_message" ("result_check_at") where "result_check_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "sms_message_result_check";`);
    this.addSql(`alter table "sms_message" drop column "delivery", drop column "delivery_reason", drop column "delivered_at", drop column "result_check_at";`);
  }

}
