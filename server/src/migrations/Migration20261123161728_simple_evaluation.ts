import { Migration } from '@mikro-orm/migrations';

export class Migration20261123161728_simple_evaluation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "interpretation" ("school_type" varchar(20) not null, "scale" varchar(10) not null, "range" varchar(20) not null, "text" text not null, "updated_by" int null, "updated_at" timestamptz not null default now(), constraint "interpretation_pkey" primary key ("school_type", "scale", "range"));`);

    this.addSql(`create table "norm_set" ("id" serial primary key, "version" varchar(50) not null, "label" varchar(100) not null, "demo" boolean not null default false, "active" boolean not null default false, "data" jsonb not null, "imported_by" int null, "imported_at" timestamptz not null default now(), "activated_by" int null, "activated_at" timestamptz null);`);
    this.addSql(`alter table "norm_set" add constraint "norm_set_version_unique" unique ("version");`);
    this.addSql(`create unique index "norm_set_one_active" on "norm_set" ("active") where "active";`);

    this.addSql(`create table "simple_evaluation" ("id" serial primary key, "school_id" varchar(20) not null, "center_id" int null, "sd_code" varchar(2) not null, "sgg_code" varchar(5) not null, "year" smallint not null, "school_target_type" text check ("school_target_type" in ('ELEMENTARY', 'MIDDLE_HIGH')) not null, "gender" text check ("gender" in ('M', 'F')) not null, "student_code" varchar(40) not null, "student_seq" int not null, "request_id" int null, "mobile" varchar(11) null, "sms_content" text null, "is_done" varchar(1) not null default 'N', "is_send" varchar(1) not null default 'N', "consent_state" text check ("consent_state" in ('NOT_SENT', 'SENT', 'GUARDIAN_AGREED', 'AGREED', 'REFUSED', 'CANCELLED')) not null default 'NOT_SENT', "answers" jsonb null, "result" jsonb null, "total_range" text check ("total_range" in ('GENERAL', 'ATTENTION', 'PRIORITY_ATTENTION')) null, "total_t" numeric(4,1) null, "norm_version" varchar(50) null, "scored_at" timestamptz null, "done_at" timestamptz null, "is_not_implemented" varchar(1) not null default 'N', "reason" varchar(50) null, "reason_etc" varchar(500) null, "linkage_yn" varchar(1) null, "institution_linkage" varchar(500) null, "institution_linkage_etc" varchar(500) null, "after_management_reason" varchar(1000) null, "after_managed_at" timestamptz null, "after_managed_by" int null, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "simple_evaluation_sgg_code_index" on "simple_evaluation" ("sgg_code");`);
    this.addSql(`alter table "simple_evaluation" add constraint "simple_evaluation_student_code_unique" unique ("student_code");`);
    this.addSql(`create index "simple_evaluation_school_id_year_student_seq_index" on "simple_evaluation" ("school_id", "year", "student_seq");`);
    this.addSql(`create index "simple_evaluation_total_t_id_index" on "simple_evaluation" ("total_t", "id");`);
    this.addSql(`create index "simple_evaluation_created_at_id_index" on "simple_evaluation" ("created_at", "id");`);
    this.addSql(`create index "simple_evaluation_consent_state_id_index" on "simple_evaluation" ("consent_state", "id");`);
    this.addSql(`create index "simple_evaluation_total_range_id_index" on "simple_evaluation" ("total_range", "id");`);
    this.addSql(`create index "simple_evaluation_is_done_id_index" on "simple_evaluation" ("is_done", "id");`);
    this.addSql(`create index "simple_evaluation_year_id_index" on "simple_evaluation" ("year", "id");`);
    this.addSql(`create index "simple_evaluation_sd_code_id_index" on "simple_evaluation" ("sd_code", "id");`);
    this.addSql(`create index "simple_evaluation_center_id_id_index" on "simple_evaluation" ("center_id", "id");`);
    this.addSql(`create index "simple_evaluation_school_id_id_index" on "simple_evaluation" ("school_id", "id");`);
    this.addSql(`create index "simple_evaluation_student_code_trgm" on "simple_evaluation" using gin ("student_code" gin_trgm_ops);`);

    this.addSql(`create table "simple_evaluation_agree" ("id" uuid not null, "evaluation_id" int not null, "agree_type" varchar(20) null, "guardian_mobile" varchar(11) null, "guardian_content" text null, "guardian_send_date" timestamptz null, "guardian_agree_date" timestamptz null, "guardian_agree_yn" varchar(1) null, "guardian_agree_method" varchar(20) null, "student_send_yn" varchar(1) not null default 'Y', "student_mobile" varchar(11) null, "student_content" text null, "student_send_date" timestamptz null, "student_agree_date" timestamptz null, "student_agree_yn" varchar(1) null, "student_agree_method" varchar(20) null, "cancelled_at" timestamptz null, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "simple_evaluation_agree_pkey" primary key ("id"));`);
    this.addSql(`create index "simple_evaluation_agree_evaluation_id_created_at_index" on "simple_evaluation_agree" ("evaluation_id", "created_at");`);

    this.addSql(`create table "simple_evaluation_sequence" ("school_id" varchar(20) not null, "year" smallint not null, "last" int not null, constraint "simple_evaluation_sequence_pkey" primary key ("school_id", "year"));`);

    this.addSql(`alter table "simple_evaluation" add constraint "simple_evaluation_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade;`);
    this.addSql(`alter table "simple_evaluation" add constraint "simple_evaluation_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "simple_evaluation_agree" add constraint "simple_evaluation_agree_evaluation_id_foreign" foreign key ("evaluation_id") references "simple_evaluation" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "simple_evaluation_agree" drop constraint "simple_evaluation_agree_evaluation_id_foreign";`);

    this.addSql(`drop table if exists "interpretation" cascade;`);

    this.addSql(`drop table if exists "norm_set" cascade;`);

    this.addSql(`drop table if exists "simple_evaluation" cascade;`);

    this.addSql(`drop table if exists "simple_evaluation_agree" cascade;`);

    this.addSql(`drop table if exists "simple_evaluation_sequence" cascade;`);
  }

}
