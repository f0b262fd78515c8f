import { Migration } from '@mikro-orm/migrations';

/**
 * The access log (platform/access-log.ts), append-only: a trigger refuses UPDATE, DELETE and TRUNCATE on it for
 * every role, the application's included (SQLSTATE 42501 insufficient_privilege). Only a schema change (dropping the
 * trigger, as down() does) can alter history, and that is a migration, not something the app can do. Its indexes serve
 * the administrator's filters, newest first. Also the questionnaire forms (modules/forms), seeded by the reference data.
 */
export class Migration20261123162235_access_log_and_forms extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "access_log" ("id" bigserial primary key, "created_at" timestamptz(3) not null default now(), "actor_type" varchar(20) not null, "account_id" int null, "login_id" varchar(100) null, "role" varchar(40) null, "ip" varchar(64) null, "user_agent" varchar(300) null, "request_id" varchar(64) null, "action" varchar(10) not null, "subject_type" varchar(50) not null, "subject_id" varchar(100) null, "count" int null, "reason" varchar(500) null, "detail" varchar(1000) null);`);
    this.addSql(`create index "access_log_action_created_at_id_index" on "access_log" ("action", "created_at", "id");`);
    this.addSql(`create index "access_log_subject_created_at_id_index" on "access_log" ("subject_type", "subject_id", "created_at", "id");`);
    this.addSql(`create index "access_log_login_id_created_at_id_index" on "access_log" ("login_id", "created_at", "id");`);
    this.addSql(`create index "access_log_account_id_created_at_id_index" on "access_log" ("account_id", "created_at", "id");`);
    this.addSql(`create index "access_log_created_at_id_index" on "access_log" ("created_at", "id");`);
    this.addSql(`create or replace function access_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);
    this.addSql(`create trigger access_log_no_update_delete before update or delete on "access_log" for each row execute function access_log_append_only();`);
    this.addSql(`create trigger access_log_no_truncate before truncate on "access_log" for each statement execute function access_log_append_only();`);

    this.addSql(`create table "form" ("id" serial primary key, "code" varchar(50) not null, "type" varchar(30) not null, "target" varchar(30) not null, "title" varchar(100) not null, "description" varchar(1000) null, "questions" jsonb not null, "updated_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "form" add constraint "form_code_unique" unique ("code");`);
    this.addSql(`create index "form_type_id_index" on "form" ("type", "id");`);

    this.addSql(`alter table "form" add constraint "form_updated_by_id_foreign" foreign key ("updated_by_id") references "account" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "access_log" cascade;`);
    this.addSql(`drop function if exists access_log_append_only();`);

    this.addSql(`drop table if exists "form" cascade;`);
  }

}
