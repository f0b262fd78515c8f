import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013115_interview_evaluation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "interview_evaluation" ("id" serial primary key, "request_id" int not null, "interview_target_type" text check ("interview_target_type" in ('STUDENT', 'GUARDIAN', 'TEACHER')) not null, "is_done" varchar(1) not null default 'N', "school_life" jsonb null, "past_history" jsonb null, "home_treatment" jsonb null, "etc" jsonb null, "family_relationship_list" jsonb null, "writer_id" int not null, "updated_by_id" int not null, "submitted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "counselor" text null, "counseling_date" date null, "counseling_place" text null, "counseling_place_etc" text null, "relationship" text null, "relationship_etc" text null, "interview_target" text null, "interview_target_position" text null, "interview_target_position_etc" text null, "interview_target_affiliate" text null, "interview_target_contact" text null, "request_reasons" text[] null, "request_reasons_etc" text null, "characteristic_test" text null, "ct_institutional_linkage" text null, "ct_institutional" text null, "ct_institutional_etc" text null, "ct_reasons" text[] null, "ct_reasons_etc" text null, "ct_reasons_detail" text null, "il_suggestion" text null, "il_whether" text null, "il_institutional" text null, "il_institutional_etc" text null, "il_reasons" text[] null, "il_reasons_etc" text null, "il_reasons_detail" text null, "main_appeal" text[] null, "main_appeal_etc" text null, "problem_occurs_date" date null, "main_appeal_detail" text null, "family_relationship_type" text null, "family_relationship_type_etc" text null, "family_relationship_specifics" text null);`);
    this.addSql(`create index "interview_evaluation_request_id_id_live" on "interview_evaluation" ("request_id", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "interview_evaluation" add constraint "interview_evaluation_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);
    this.addSql(`alter table "interview_evaluation" add constraint "interview_evaluation_writer_id_foreign" foreign key ("writer_id") references "account" ("id") on update cascade;`);
    this.addSql(`alter table "interview_evaluation" add constraint "interview_evaluation_updated_by_id_foreign" foreign key ("updated_by_id") references "account" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "interview_evaluation" cascade;`);
  }

}
