import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013442_case_records extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "case_closing_report" ("id" serial primary key, "request_id" int not null, "is_done" varchar(1) not null default 'N', "closing_date" date null, "closing_type" varchar(40) null, "request_path" varchar(40) null, "request_path_detail" varchar(500) null, "intervention_target" text[] null, "intervention_target_detail" varchar(500) null, "intervention_target_etc" varchar(200) null, "intervention_content" text null, "student_status" varchar(40) null, "interventions_cnt_ri" int null, "interventions_cnt_ls" int null, "interventions_cnt_sv" int null, "interventions_cnt_il" int null, "interventions_cnt_m" int null, "institutional_linkage" text[] null, "institutional_linkage_etc" varchar(200) null, "medical_expenses_support" varchar(40) null, "medical_expenses_funding" text[] null, "medical_expenses_funding_etc" varchar(200) null, "cancel_message" varchar(1000) null, "created_by" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "case_closing_report_request_id_id_live" on "case_closing_report" ("request_id", "id") where "deleted_at" is null;`);
    this.addSql(`create unique index "case_closing_report_request_unique" on "case_closing_report" ("request_id") where "deleted_at" is null;`);

    this.addSql(`create table "case_cgi" ("id" serial primary key, "request_id" int not null, "is_done" varchar(1) not null default 'N', "test_type" varchar(40) null, "cgi_s" int null, "cgi_i" int null, "created_by" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "case_cgi_request_id_id_live" on "case_cgi" ("request_id", "id") where "deleted_at" is null;`);
    this.addSql(`create unique index "case_cgi_request_test_unique" on "case_cgi" ("request_id", "test_type") where "deleted_at" is null;`);

    this.addSql(`create table "case_minutes" ("id" serial primary key, "request_id" int not null, "is_done" varchar(1) not null default 'N', "title" varchar(200) null, "meeting_date" date null, "supervisor" varchar(100) null, "attendees" varchar(500) null, "request_path" varchar(40) null, "request_path_etc" varchar(200) null, "main_appeal" text null, "contents" text null, "primary_diagnostic" text[] null, "primary_diagnostic_etc" varchar(200) null, "additional_diagnostic" text[] null, "additional_diagnostic_etc" varchar(200) null, "intervention_plan" text[] null, "intervention_plan_etc" varchar(200) null, "institutional_linkage" text[] null, "institutional_linkage_etc" varchar(200) null, "consultation" text[] null, "consultation_etc" varchar(200) null, "medical_expenses_support" varchar(40) null, "mes_etc" varchar(200) null, "school_id" varchar(20) not null, "center_id" int null, "sd_code" varchar(2) not null, "requester_id" int not null, "created_by" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "case_minutes_request_id_id_live" on "case_minutes" ("request_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "case_minutes_statistics" on "case_minutes" ("meeting_date") include ("request_id", "sd_code", "center_id", "school_id", "requester_id", "primary_diagnostic", "intervention_plan", "institutional_linkage") where "deleted_at" is null and "is_done" = 'Y';`);

    this.addSql(`create table "case_management_log" ("id" serial primary key, "request_id" int not null, "is_done" varchar(1) not null default 'N', "title" varchar(200) null, "counselor" varchar(100) null, "intervention_date" date null, "intervention_target" text[] null, "intervention_target_etc" varchar(200) null, "intervention_method" text[] null, "intervention_method_etc" varchar(200) null, "intervention_type" text[] null, "intervention_type_etc" varchar(200) null, "linkage_support_type" text[] null, "linkage_support_type_etc" varchar(200) null, "medical_expenses_funding" text[] null, "medical_expenses_funding_etc" varchar(200) null, "specialist_visit_type" text[] null, "specialist_visit_type_etc" varchar(200) null, "institutional_linkage" text[] null, "institutional_linkage_etc" varchar(200) null, "content" text null, "future_plan" text null, "created_by" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null, "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "case_management_log_request_id_id_live" on "case_management_log" ("request_id", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "case_closing_report" add constraint "case_closing_report_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);

    this.addSql(`alter table "case_cgi" add constraint "case_cgi_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);

    this.addSql(`alter table "case_minutes" add constraint "case_minutes_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);

    this.addSql(`alter table "case_management_log" add constraint "case_management_log_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "case_closing_report" cascade;`);

    this.addSql(`drop table if exists "case_cgi" cascade;`);

    this.addSql(`drop table if exists "case_minutes" cascade;`);

    this.addSql(`drop table if exists "case_management_log" cascade;`);
  }

}
