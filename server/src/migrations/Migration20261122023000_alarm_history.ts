import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023000_alarm_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "alarm_history" ("id" serial primary key, "account_id" int not null, "type" varchar(30) not null, "title" varchar(200) not null, "content" varchar(1000) null, "link" varchar(200) null, "read_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "alarm_history_account_id_read_at_index" on "alarm_history" ("account_id", "read_at");`);

    this.addSql(`alter table "alarm_history" add constraint "alarm_history_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "alarm_history" cascade;`);
  }

}
