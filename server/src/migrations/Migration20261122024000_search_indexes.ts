import { Migration } from '@mikro-orm/migrations';

/**
 * Substring search (ILIKE '%…%') on names and login ids, and newest-first account lists per role, at national
 * scale (bench/lists.ts). pg_trgm is a trusted extension (PostgreSQL 13+) and is bundled with the embedded PGlite.
 */
export class Migration20261122024000_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "account_name_trgm" on "account" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "account_login_id_trgm" on "account" using gin ("login_id" gin_trgm_ops);`);
    this.addSql(`create index "school_name_trgm" on "school" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "center_name_trgm" on "center" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "account_role_id_id_index" on "account" ("role_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "account_role_id_id_index";`);
    this.addSql(`drop index if exists "center_name_trgm";`);
    this.addSql(`drop index if exists "school_name_trgm";`);
    this.addSql(`drop index if exists "account_login_id_trgm";`);
    this.addSql(`drop index if exists "account_name_trgm";`);
  }
}
