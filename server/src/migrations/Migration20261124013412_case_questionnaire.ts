import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013412_case_questionnaire extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sdq_kr" ("id" serial primary key, "request_id" int not null, "target_type" text check ("target_type" in ('STUDENT', 'GUARDIAN', 'TEACHER')) not null, "mobile" varchar(11) null, "sms_content" text null, "link_round" int not null default 0, "sent_at" timestamptz null, "relationship" varchar(20) null, "relationship_etc" varchar(100) null, "answers" jsonb null, "is_done" varchar(1) not null default 'N', "done_at" timestamptz null, "done_by" varchar(20) null, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by" int null, "test_type" text check ("test_type" in ('PRELIMINARY', 'POST')) not null);`);
    this.addSql(`create index "sdq_kr_request_id_id_live" on "sdq_kr" ("request_id", "id") where "deleted_at" is null;`);

    this.addSql(`create table "satisfaction_assessment" ("id" serial primary key, "request_id" int not null, "target_type" text check ("target_type" in ('STUDENT', 'GUARDIAN', 'TEACHER')) not null, "mobile" varchar(11) null, "sms_content" text null, "link_round" int not null default 0, "sent_at" timestamptz null, "relationship" varchar(20) null, "relationship_etc" varchar(100) null, "answers" jsonb null, "is_done" varchar(1) not null default 'N', "done_at" timestamptz null, "done_by" varchar(20) null, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "satisfaction_assessment_request_id_id_live" on "satisfaction_assessment" ("request_id", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "sdq_kr" add constraint "sdq_kr_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);

    this.addSql(`alter table "satisfaction_assessment" add constraint "satisfaction_assessment_request_id_foreign" foreign key ("request_id") references "request" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sdq_kr" cascade;`);

    this.addSql(`drop table if exists "satisfaction_assessment" cascade;`);
  }

}
