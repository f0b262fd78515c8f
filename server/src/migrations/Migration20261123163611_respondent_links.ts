import { Migration } from '@mikro-orm/migrations';

export class Migration20261123163611_respondent_links extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "respondent_code" ("id" serial primary key, "subject_kind" varchar(40) not null, "subject_id" varchar(40) not null, "respondent" varchar(20) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, "voided_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "respondent_code_subject_kind_subject_id_respondent_id_index" on "respondent_code" ("subject_kind", "subject_id", "respondent", "id");`);

    this.addSql(`create table "crisis_alert" ("id" serial primary key, "evaluation_id" int not null, "school_id" varchar(20) not null, "center_id" int null, "sd_code" varchar(2) not null, "raised_at" timestamptz not null, "acknowledged_at" timestamptz null, "acknowledged_by" int null, "acknowledged_by_name" varchar(50) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "crisis_alert_evaluation_id_index" on "crisis_alert" ("evaluation_id");`);
    this.addSql(`create index "crisis_alert_open_sd" on "crisis_alert" ("sd_code", "id") where "acknowledged_at" is null;`);
    this.addSql(`create index "crisis_alert_open_center" on "crisis_alert" ("center_id", "id") where "acknowledged_at" is null;`);
    this.addSql(`create index "crisis_alert_open_school" on "crisis_alert" ("school_id", "id") where "acknowledged_at" is null;`);

    this.addSql(`alter table "crisis_alert" add constraint "crisis_alert_evaluation_id_foreign" foreign key ("evaluation_id") references "simple_evaluation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "crisis_alert" add constraint "crisis_alert_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade;`);
    this.addSql(`alter table "crisis_alert" add constraint "crisis_alert_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "respondent_code" cascade;`);

    this.addSql(`drop table if exists "crisis_alert" cascade;`);
  }

}
