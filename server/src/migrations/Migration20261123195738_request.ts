import { Migration } from '@mikro-orm/migrations';

export class Migration20261123195738_request extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "request" ("id" serial primary key, "request_type" text check ("request_type" in ('GENERAL', 'SIMPLE_EVALUATION')) not null default 'GENERAL', "simple_evaluation_id" int null, "school_id" varchar(20) not null, "center_id" int null, "sd_code" varchar(2) not null, "sgg_code" varchar(5) not null, "target_name" varchar(50) not null, "target_gender" text check ("target_gender" in ('M', 'F')) not null, "target_birth_year" smallint not null, "target_birth_month" smallint not null, "target_birth_date" smallint not null, "target_mobile" varchar(11) null, "grade" smallint null, "class_no" smallint null, "num" smallint null, "requester_id" int not null, "requester_name" varchar(50) not null, "requester_institution" varchar(100) null, "requester_contact" varchar(11) not null, "requester_fax" varchar(11) null, "guardian_contact" varchar(11) not null, "guardian_relationship" varchar(20) not null, "guardian_relationship_etc" varchar(100) null, "address" varchar(200) null, "address_detail" varchar(200) null, "postcode" varchar(10) null, "past_interest_group" varchar(1) null, "past_institutional_linkage" varchar(1) null, "past_experience" varchar(500) null, "ss_medical_expenses_support" varchar(1) null, "main_appeal" text not null, "remark" text null, "gc_request" varchar(1) not null, "gc_request_at" timestamptz not null, "gc_request_method" text check ("gc_request_method" in ('WRITTEN', 'VERBAL', 'ELECTRONIC')) not null, "gc3rd_party_provision" varchar(1) not null, "gc3rd_party_provision_at" timestamptz not null, "gc3rd_party_provision_method" text check ("gc3rd_party_provision_method" in ('WRITTEN', 'VERBAL', 'ELECTRONIC')) not null, "status" text check ("status" in ('REQUESTED', 'REJECTED', 'CANCELLED', 'COMPLETED', 'CLOSED', 'REPORT_SENT')) not null default 'REQUESTED', "progress_step" text check ("progress_step" in ('IN_DEPTH_EVALUATION', 'POST_EVALUATION', 'CASE_MEETING', 'CASE_INTERVENTION', 'CLOSING_REPORT')) null, "request_date" timestamptz not null default now(), "req_year" smallint not null, "refiled_at" timestamptz null, "rejected_message" text null, "rejected_at" timestamptz null, "cancelled_at" timestamptz null, "approved_at" timestamptz null, "decided_by" int null, "case_manager_id" int null, "closing_date" date null, "closed_at" timestamptz null, "closing_report_sent_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by" int null, "delete_reason" varchar(500) null);`);
    this.addSql(`create index "request_target_name_trgm" on "request" using gin ("target_name" gin_trgm_ops);`);
    this.addSql(`create index "request_deleted_at_id_deleted" on "request" ("deleted_at" desc, "id" desc) where "deleted_at" is not null;`);
    this.addSql(`create index "request_center_id_progress_step_id_live" on "request" ("center_id", "progress_step", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_id_live" on "request" ("id") where "deleted_at" is null;`);
    this.addSql(`create index "request_case_manager_id_id_live" on "request" ("case_manager_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_request_date_id_live" on "request" ("request_date", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_request_type_id_live" on "request" ("request_type", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_progress_step_id_live" on "request" ("progress_step", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_status_id_live" on "request" ("status", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_requester_id_id_live" on "request" ("requester_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_sd_code_id_live" on "request" ("sd_code", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_center_id_id_live" on "request" ("center_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "request_school_id_id_live" on "request" ("school_id", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "request" add constraint "request_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade;`);
    this.addSql(`alter table "request" add constraint "request_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "request" add constraint "request_requester_id_foreign" foreign key ("requester_id") references "account" ("id") on update cascade;`);
    this.addSql(`alter table "request" add constraint "request_case_manager_id_foreign" foreign key ("case_manager_id") references "account" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "request" cascade;`);
  }

}
