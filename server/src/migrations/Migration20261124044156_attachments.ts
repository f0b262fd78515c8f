import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044156_attachments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "attachment" ("id" serial primary key, "storage_key" varchar(64) not null, "name" varchar(200) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "uploaded_by" int not null, "owner_type" varchar(30) not null, "owner_id" int null, "created_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`);
    this.addSql(`alter table "attachment" add constraint "attachment_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "attachment_dropped_index" on "attachment" ("deleted_at") where "deleted_at" is not null;`);
    this.addSql(`create index "attachment_unclaimed_index" on "attachment" ("created_at") where "owner_id" is null;`);
    this.addSql(`create index "attachment_owner_index" on "attachment" ("owner_type", "owner_id");`);

    this.addSql(`create table "attachment_blob" ("storage_key" varchar(64) not null, "data" bytea not null, constraint "attachment_blob_pkey" primary key ("storage_key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "attachment" cascade;`);

    this.addSql(`drop table if exists "attachment_blob" cascade;`);
  }

}
