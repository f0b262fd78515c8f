import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044048_popup extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "popup" ("id" serial primary key, "title" varchar(100) not null, "content" text not null, "start_date" date not null, "end_date" date not null, "use_yn" varchar(1) not null, "view_target" text[] not null, "author_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "popup_in_use_live" on "popup" ("end_date", "start_date") where "deleted_at" is null and "use_yn" = 'Y';`);
    this.addSql(`create index "popup_use_yn_id_live" on "popup" ("use_yn", "id") where "deleted_at" is null;`);
    this.addSql(`create index "popup_id_live" on "popup" ("id") where "deleted_at" is null;`);

    this.addSql(`alter table "popup" add constraint "popup_author_id_foreign" foreign key ("author_id") references "account" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "popup" cascade;`);
  }

}
