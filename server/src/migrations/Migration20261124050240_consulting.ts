import { Migration } from '@mikro-orm/migrations';

export class Migration20261124050240_consulting extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "consulting" ("id" serial primary key, "center_id" int not null, "school_id" varchar(20) not null, "sd_code" varchar(2) not null, "author_id" int not null, "consulting_date" date not null, "category" text check ("category" in ('LECTURE', 'ADVICE', 'EMERGENCY_SUPPORT', 'ETC')) not null, "category_etc" varchar(100) null, "type" text check ("type" in ('PHONE', 'VISIT', 'ETC')) not null, "type_etc" varchar(100) null, "manager" text check ("manager" in ('CENTER_MANAGER_SPECIALIST', 'CENTER_MANAGER', 'MENTAL_HEALTH_MANAGER', 'COMMISSION', 'ETC')) not null, "manager_etc" varchar(100) null, "participants_count" int not null default 0, "title" varchar(200) not null, "content" text not null, "later_plan_content" text null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`);
    this.addSql(`create index "consulting_content_trgm" on "consulting" using gin ("content" gin_trgm_ops);`);
    this.addSql(`create index "consulting_title_trgm" on "consulting" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "consulting_id_live" on "consulting" ("id") where "deleted_at" is null;`);
    this.addSql(`create index "consulting_school_id_id_live" on "consulting" ("school_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "consulting_sd_code_id_live" on "consulting" ("sd_code", "id") where "deleted_at" is null;`);
    this.addSql(`create index "consulting_center_id_id_live" on "consulting" ("center_id", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "consulting" add constraint "consulting_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade;`);
    this.addSql(`alter table "consulting" add constraint "consulting_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade;`);
    this.addSql(`alter table "consulting" add constraint "consulting_author_id_foreign" foreign key ("author_id") references "account" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "consulting" cascade;`);
  }

}
