import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110826_retention extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "destruction_run" ("id" serial primary key, "run_day" date not null, "status" text check ("status" in ('RUNNING', 'DONE')) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "runner" varchar(64) null, "lease_until" timestamptz null, "kinds" jsonb not null);`);
    this.addSql(`alter table "destruction_run" add constraint "destruction_run_run_day_unique" unique ("run_day");`);

    this.addSql(`create table "legal_hold" ("id" serial primary key, "kind" text check ("kind" in ('SIMPLE_EVALUATION', 'SMS', 'CASE', 'CONSULTING', 'ATTACHMENT', 'ACCESS_LOG')) not null, "record_id" varchar(64) not null, "reason" varchar(500) not null, "set_by" int not null, "set_by_name" varchar(50) null, "set_at" timestamptz not null, "released_at" timestamptz null, "released_by" int null, "released_by_name" varchar(50) null, "release_reason" varchar(500) null);`);
    this.addSql(`create unique index "legal_hold_standing" on "legal_hold" ("kind", "record_id") where "released_at" is null;`);

    this.addSql(`create table "retention_rule" ("kind" varchar(30) not null, "event" text check ("event" in ('SCHOOL_YEAR_END', 'SENT', 'CASE_CLOSED', 'CREATED', 'WITH_RECORD')) not null, "period_months" smallint not null, "basis" varchar(500) not null, "approved_by" int null, "approved_by_name" varchar(50) null, "approved_at" timestamptz not null default now(), constraint "retention_rule_pkey" primary key ("kind"));`);

    this.addSql(`create table "retention_rule_change" ("id" serial primary key, "kind" text check ("kind" in ('SIMPLE_EVALUATION', 'SMS', 'CASE', 'CONSULTING', 'ATTACHMENT', 'ACCESS_LOG')) not null, "from_months" smallint not null, "to_months" smallint not null, "reason" varchar(500) not null, "changed_by" int not null, "changed_by_login" varchar(100) not null, "changed_by_name" varchar(50) null, "changed_at" timestamptz not null);`);
    this.addSql(`create index "retention_rule_change_kind_id_index" on "retention_rule_change" ("kind", "id");`);

    this.addSql(`create index "sms_message_ref_type_ref_id_index" on "sms_message" ("ref_type", "ref_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "destruction_run" cascade;`);

    this.addSql(`drop table if exists "legal_hold" cascade;`);

    this.addSql(`drop table if exists "retention_rule" cascade;`);

    this.addSql(`drop table if exists "retention_rule_change" cascade;`);

    this.addSql(`drop index "sms_message_ref_type_ref_id_index";`);
  }

}
