import { Migration } from '@mikro-orm/migrations';

/**
 * The (school, center) pairs of requests and evaluations (`PlacementPair`): a trigger per table adds the pairs of
 * every row inserted (once per statement, so a group register of 1,000 rows adds its pairs in one insert) and of a row
 * whose school or center changes; existing rows' pairs are added here. Pairs are never removed.
 */
const TABLES = ['request', 'simple_evaluation'];

export class Migration20261124145032_placement_pairs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "placement_pair" ("tbl" varchar(63) not null, "school_id" varchar(20) not null, "center_id" int not null, constraint "placement_pair_pkey" primary key ("tbl", "school_id", "center_id"));`);

    this.addSql(`create or replace function placement_pairs_inserted() returns trigger language plpgsql as $$
      begin
        insert into placement_pair (tbl, school_id, center_id)
        select distinct tg_table_name, n.school_id, coalesce(n.center_id, 0) from placed_rows n where n.school_id is not null
        on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create or replace function placement_pair_moved() returns trigger language plpgsql as $$
      begin
        if new.school_id is not null then
          insert into placement_pair (tbl, school_id, center_id) values (tg_table_name, new.school_id, coalesce(new.center_id, 0))
          on conflict do nothing;
        end if;
        return null;
      end $$;`);
    for (const t of TABLES) {
      this.addSql(`create trigger "${t}_placement_inserted" after insert on "${t}" referencing new table as placed_rows
        for each statement execute function placement_pairs_inserted();`);
      this.addSql(`create trigger "${t}_placement_moved" after update of school_id, center_id on "${t}" for each row
        when (old.school_id is distinct from new.school_id or old.center_id is distinct from new.center_id)
        execute function placement_pair_moved();`);
      this.addSql(`insert into placement_pair (tbl, school_id, center_id)
        select distinct '${t}', school_id, coalesce(center_id, 0) from "${t}" where school_id is not null on conflict do nothing;`);
    }
    this.addSql('analyze "placement_pair";');
  }

  override async down(): Promise<void> {
    for (const t of TABLES) {
      this.addSql(`drop trigger if exists "${t}_placement_inserted" on "${t}";`);
      this.addSql(`drop trigger if exists "${t}_placement_moved" on "${t}";`);
    }
    this.addSql(`drop function if exists placement_pairs_inserted();`);
    this.addSql(`drop function if exists placement_pair_moved();`);
    this.addSql(`drop table if exists "placement_pair" cascade;`);
  }

}
