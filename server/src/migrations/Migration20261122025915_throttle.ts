import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025915_throttle extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "throttle" ("key" varchar(120) not null, "window_start" timestamptz not null, "count" int not null, constraint "throttle_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "throttle" cascade;`);
  }

}
