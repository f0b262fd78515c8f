import { Migration } from '@mikro-orm/migrations';

export class Migration20261127004156_crisis_rule extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "crisis_alert_event" ("id" serial primary key, "alert_id" int not null, "type" text check ("type" in ('RAISED', 'ESCALATED', 'ACKNOWLEDGED', 'FOLLOW_UP')) not null, "action" text check ("action" in ('GUARDIAN_CONTACT', 'INTERVIEW', 'REFERRAL', 'EMERGENCY', 'ETC')) null, "note" varchar(1000) null, "actor_name" varchar(50) null, "recorded_by" int null, "recorded_by_name" varchar(50) null, "at" timestamptz not null);`);
    this.addSql(`create index "crisis_alert_event_alert_id_id_index" on "crisis_alert_event" ("alert_id", "id");`);

    this.addSql(`alter table "crisis_alert_event" add constraint "crisis_alert_event_alert_id_foreign" foreign key ("alert_id") references "crisis_alert" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "simple_evaluation" add column "crisis" boolean not null default false, add column "crisis_items" jsonb null, add column "top_range" text check ("top_range" in ('GENERAL', 'ATTENTION', 'PRIORITY_ATTENTION')) null;`);
    this.addSql(`create index "simple_evaluation_crisis_live" on "simple_evaluation" ("id") where "crisis" and "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_center_id_year_top_range_id_live" on "simple_evaluation" ("center_id", "year", "top_range", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_top_range_id_live" on "simple_evaluation" ("top_range", "id") where "deleted_at" is null;`);

    this.addSql(`alter table "crisis_alert" add column "escalated_at" timestamptz null;`);
    this.addSql(`create index "crisis_alert_due" on "crisis_alert" ("raised_at", "id") where "acknowledged_at" is null and "escalated_at" is null;`);

    // Backfill with the crisis rule as it is today (crisis-rule.ts; a migration keeps its own copy of it): the
    // critical items of the middle/high questionnaire answered above 0, or the suci scale in 우선 관심군.
    this.addSql(`update simple_evaluation e set crisis_items = c.items
      from (select e2.id, jsonb_agg(k order by k) as items from simple_evaluation e2
            cross join unnest(array['suci01', 'suci02', 'suci03', 'suci05']) k
            where e2.is_done = 'Y' and e2.school_target_type = 'MIDDLE_HIGH' and coalesce((e2.answers ->> k)::int, 0) > 0
            group by e2.id) c
      where c.id = e.id;`);
    this.addSql(`update simple_evaluation e set crisis = true
      where e.is_done = 'Y' and e.school_target_type = 'MIDDLE_HIGH'
        and (e.crisis_items is not null
             or exists (select 1 from jsonb_array_elements(e.result -> 'categories') s where s ->> 'scale' = 'suci' and s ->> 'range' = 'PRIORITY_ATTENTION'));`);
    this.addSql(`update simple_evaluation e set top_range = case
        when e.crisis or exists (select 1 from jsonb_array_elements(e.result -> 'categories') s where s ->> 'range' = 'PRIORITY_ATTENTION') or e.total_range = 'PRIORITY_ATTENTION' then 'PRIORITY_ATTENTION'
        when exists (select 1 from jsonb_array_elements(e.result -> 'categories') s where s ->> 'range' = 'ATTENTION') or e.total_range = 'ATTENTION' then 'ATTENTION'
        else 'GENERAL' end
      where e.is_done = 'Y' and e.result is not null;`);
    // the history of the alerts raised so far, and an open alert for every student the new rule flags who had none
    this.addSql(`insert into crisis_alert_event (alert_id, type, at) select id, 'RAISED', raised_at from crisis_alert;`);
    this.addSql(`insert into crisis_alert_event (alert_id, type, action, note, actor_name, recorded_by, recorded_by_name, at)
      select id, 'ACKNOWLEDGED', 'ETC', '이전 버전에서 확인 처리 (조치 기록 없음)', acknowledged_by_name, acknowledged_by, acknowledged_by_name, acknowledged_at
      from crisis_alert where acknowledged_at is not null;`);
    this.addSql(`with raised as (
        insert into crisis_alert (evaluation_id, school_id, center_id, sd_code, raised_at)
        select e.id, e.school_id, e.center_id, e.sd_code, now() from simple_evaluation e
        where e.crisis and e.deleted_at is null and not exists (select 1 from crisis_alert a where a.evaluation_id = e.id)
        returning id, raised_at)
      insert into crisis_alert_event (alert_id, type, at) select id, 'RAISED', raised_at from raised;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "crisis_alert_event" cascade;`);

    this.addSql(`drop index "crisis_alert_due";`);
    this.addSql(`alter table "crisis_alert" drop column "escalated_at";`);

    this.addSql(`drop index "simple_evaluation_crisis_live";`);
    this.addSql(`drop index "simple_evaluation_center_id_year_top_range_id_live";`);
    this.addSql(`drop index "simple_evaluation_top_range_id_live";`);
    this.addSql(`alter table "simple_evaluation" drop column "crisis", drop column "crisis_items", drop column "top_range";`);
  }

}
