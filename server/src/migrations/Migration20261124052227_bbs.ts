import { Migration } from '@mikro-orm/migrations';

export class Migration20261124052227_bbs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "bbs" ("id" serial primary key, "type" text check ("type" in ('NOTICE', 'DATA', 'BOARD', 'CENTER_FAQ', 'FAQ', 'SIMPLE_EVALUATION_FAQ')) not null, "author_id" int not null, "center_id" int null, "view_target" text[] not null default '{}', "title" varchar(200) not null, "content" text not null, "answer" text null, "answered_at" timestamptz null, "view_count" int not null default 0, "is_private" varchar(1) not null default 'Y', "central_fixation" varchar(1) not null default 'N', "simple_evaluation_fixation" varchar(1) not null default 'N', "center_fixation" varchar(1) not null default 'N', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "deleted_by" int null);`);
    this.addSql(`create index "bbs_title_trgm" on "bbs" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "bbs_center_id_id_live" on "bbs" ("center_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "bbs_author_id_id_index" on "bbs" ("author_id", "id");`);
    this.addSql(`create index "bbs_type_id_deleted" on "bbs" ("type", "id") where "deleted_at" is not null;`);
    this.addSql(`create index "bbs_simple_evaluation_fixation" on "bbs" ("type", "id") where "deleted_at" is null and "simple_evaluation_fixation" = 'Y';`);
    this.addSql(`create index "bbs_center_fixation" on "bbs" ("type", "center_id", "id") where "deleted_at" is null and "center_fixation" = 'Y';`);
    this.addSql(`create index "bbs_central_fixation" on "bbs" ("type", "id") where "deleted_at" is null and "central_fixation" = 'Y';`);
    this.addSql(`create index "bbs_type_id_live" on "bbs" ("type", "id") where "deleted_at" is null;`);

    this.addSql(`create table "bbs_reply" ("id" serial primary key, "bbs_id" int not null, "author_id" int not null, "content" varchar(2000) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "bbs_reply_bbs_id_id_index" on "bbs_reply" ("bbs_id", "id");`);

    this.addSql(`alter table "bbs" add constraint "bbs_author_id_foreign" foreign key ("author_id") references "account" ("id") on update cascade;`);
    this.addSql(`alter table "bbs" add constraint "bbs_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "bbs_reply" add constraint "bbs_reply_bbs_id_foreign" foreign key ("bbs_id") references "bbs" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "bbs_reply" add constraint "bbs_reply_author_id_foreign" foreign key ("author_id") references "account" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "bbs_reply" drop constraint "bbs_reply_bbs_id_foreign";`);

    this.addSql(`drop table if exists "bbs" cascade;`);

    this.addSql(`drop table if exists "bbs_reply" cascade;`);
  }

}
