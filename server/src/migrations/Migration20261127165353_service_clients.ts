import { Migration } from '@mikro-orm/migrations';

export class Migration20261127165353_service_clients extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "service_client" ("id" serial primary key, "client_id" varchar(40) not null, "name" varchar(100) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "sd_code" varchar(2) null, "rate_limit_per_minute" int not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_by" varchar(100) not null, "revoked_by" varchar(100) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "service_client" add constraint "service_client_client_id_unique" unique ("client_id");`);

    this.addSql(`create index "simple_evaluation_scored_live" on "simple_evaluation" ("scored_at", "id") where "scored_at" is not null and "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "service_client" cascade;`);

    this.addSql(`drop index "simple_evaluation_scored_live";`);
  }

}
