import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110043_consent_record extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "simple_evaluation_agree" add column "guardian_consent_text" text null, add column "student_consent_text" text null, add column "guardian_lang" varchar(5) null, add column "withdrawn_at" timestamptz null, add column "withdrawn_by" varchar(20) null, add column "withdrawal_method" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "simple_evaluation_agree" drop column "guardian_consent_text", drop column "student_consent_text", drop column "guardian_lang", drop column "withdrawn_at", drop column "withdrawn_by", drop column "withdrawal_method";`);
  }

}
