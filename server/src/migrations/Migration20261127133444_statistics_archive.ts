import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics stay right after destruction (issue 28, modules/retention/retention.archive.ts): the counts of destroyed
 * requests (request_statistics_archive, request/request.archive.ts) and of their submitted case meetings
 * (case_minutes_statistics_archive, case/statistics/case-minutes.archive.ts), which the statistics queries add to
 * their live counts. No personal data; no foreign keys (a center or school removed later keeps its past figures).
 */
export class Migration20261127133444_statistics_archive extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "case_minutes_statistics_archive" ("id" serial primary key, "case_key" uuid not null, "meeting_date" date not null, "sd_code" varchar(2) not null, "center_id" int null, "school_id" varchar(20) not null, "primary_diagnostic" text[] null, "intervention_plan" text[] null, "institutional_linkage" text[] null, "n" int not null, "archived_at" timestamptz not null default now());`);
    this.addSql(`create index "case_minutes_statistics_archive_sd_date" on "case_minutes_statistics_archive" ("sd_code", "meeting_date");`);
    this.addSql(`create index "case_minutes_statistics_archive_school_date" on "case_minutes_statistics_archive" ("school_id", "meeting_date");`);
    this.addSql(`create index "case_minutes_statistics_archive_center_date" on "case_minutes_statistics_archive" ("center_id", "meeting_date");`);
    this.addSql(`create index "case_minutes_statistics_archive_date" on "case_minutes_statistics_archive" ("meeting_date");`);

    this.addSql(`create table "request_statistics_archive" ("id" serial primary key, "req_year" smallint not null, "request_day" date not null, "approved_month" date null, "closing_month" date null, "status" varchar(20) not null, "request_type" varchar(20) not null, "progress_step" varchar(30) null, "sd_code" varchar(2) not null, "sgg_code" varchar(5) not null, "center_id" int null, "school_id" varchar(20) not null, "n" int not null, "archived_at" timestamptz not null default now());`);
    this.addSql(`create index "request_statistics_archive_closed" on "request_statistics_archive" ("closing_month");`);
    this.addSql(`create index "request_statistics_archive_approved" on "request_statistics_archive" ("approved_month");`);
    this.addSql(`create index "request_statistics_archive_school_year" on "request_statistics_archive" ("school_id", "req_year");`);
    this.addSql(`create index "request_statistics_archive_center_year" on "request_statistics_archive" ("center_id", "req_year");`);
    this.addSql(`create index "request_statistics_archive_sd_year" on "request_statistics_archive" ("sd_code", "req_year");`);
    this.addSql(`create index "request_statistics_archive_req_year" on "request_statistics_archive" ("req_year");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "case_minutes_statistics_archive" cascade;`);

    this.addSql(`drop table if exists "request_statistics_archive" cascade;`);
  }

}
