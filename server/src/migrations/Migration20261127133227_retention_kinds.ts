import { Migration } from '@mikro-orm/migrations';

/**
 * The destruction job's other kinds (issue 28, modules/retention/retention.destroy.ts):
 * - attachment_pending_delete: storage keys of attachment rows deleted in a batch's transaction, whose objects are
 *   deleted after COMMIT (a file store cannot join the transaction); the job retries what is left at every tick;
 * - an index on alarm_history.link: the alarms that name a destroyed record (by its screen's link) go with it;
 * - the access log stays append-only, with one exception: a DELETE of a row older than 24 months, in a transaction that
 *   said `set local svs.destroying = 'on'` (the destruction job does, in each access-log batch). UPDATE and TRUNCATE
 *   stay refused for everyone, and so does a DELETE of a younger row whatever the setting: 개인정보의 안전성 확보조치
 *   기준 §8 asks for two years at least, and the database holds the floor itself (its own clock, not the app's).
 */
export class Migration20261127133227_retention_kinds extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "attachment_pending_delete" ("storage_key" varchar(64) not null, "queued_at" timestamptz(3) not null, constraint "attachment_pending_delete_pkey" primary key ("storage_key"));`);

    this.addSql(`create index "alarm_history_link_index" on "alarm_history" ("link") where "link" is not null;`);

    this.addSql(`create or replace function access_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and current_setting('svs.destroying', true) = 'on' and old.created_at < now() - interval '24 months' then
    return old;
  end if;
  raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function access_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);

    this.addSql(`drop table if exists "attachment_pending_delete" cascade;`);

    this.addSql(`drop index "alarm_history_link_index";`);
  }

}
