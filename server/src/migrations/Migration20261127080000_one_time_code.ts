import { Migration } from '@mikro-orm/migrations';

/**
 * One table for every one-time secret (platform/one-time-code.ts): the respondents' SMS codes, the sign-up e-mail
 * codes and the password-reset keys move into it with their hashes, tries and times, so a code or link sent before
 * the upgrade still works after it.
 */
export class Migration20261127080000_one_time_code extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "one_time_code" ("id" serial primary key, "purpose" varchar(40) not null, "subject" varchar(120) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, "voided_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`insert into "one_time_code" ("purpose", "subject", "code_hash", "expires_at", "attempts", "used_at", "voided_at", "created_at")
      select 'respondent:' || "subject_kind", "subject_id" || ':' || "respondent", "code_hash", "expires_at", "attempts", "used_at", "voided_at", "created_at" from "respondent_code"
      union all select 'email', "email", "code_hash", "expires_at", "attempts", "verified_at", "consumed_at", "created_at" from "email_auth_code"
      union all select 'password-reset', "account_id"::text, "key_hash", "expires_at", 0, "used_at", null, now() from "password_reset_key"
      order by "created_at";`);
    this.addSql(`create index "one_time_code_purpose_subject_id_index" on "one_time_code" ("purpose", "subject", "id");`);
    this.addSql(`create index "one_time_code_code_hash_index" on "one_time_code" ("code_hash");`);
    this.addSql(`drop table "respondent_code";`);
    this.addSql(`drop table "email_auth_code";`);
    this.addSql(`drop table "password_reset_key";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "respondent_code" ("id" serial primary key, "subject_kind" varchar(40) not null, "subject_id" varchar(40) not null, "respondent" varchar(20) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, "voided_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "respondent_code_subject_kind_subject_id_respondent_id_index" on "respondent_code" ("subject_kind", "subject_id", "respondent", "id");`);
    this.addSql(`create table "email_auth_code" ("id" serial primary key, "email" varchar(100) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "verified_at" timestamptz null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "email_auth_code_email_index" on "email_auth_code" ("email");`);
    this.addSql(`create table "password_reset_key" ("id" serial primary key, "key_hash" varchar(64) not null, "account_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "password_reset_key" add constraint "password_reset_key_key_hash_unique" unique ("key_hash");`);
    this.addSql(`alter table "password_reset_key" add constraint "password_reset_key_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);
    this.addSql(`drop table "one_time_code";`);
  }

}
