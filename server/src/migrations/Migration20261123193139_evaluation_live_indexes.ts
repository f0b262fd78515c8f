import { Migration } from '@mikro-orm/migrations';

export class Migration20261123193139_evaluation_live_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_center_id_id_index";`);
    this.addSql(`drop index "simple_evaluation_consent_state_id_index";`);
    this.addSql(`drop index "simple_evaluation_created_at_id_index";`);
    this.addSql(`drop index "simple_evaluation_is_done_id_index";`);
    this.addSql(`drop index "simple_evaluation_school_id_id_index";`);
    this.addSql(`drop index "simple_evaluation_sd_code_id_index";`);
    this.addSql(`drop index "simple_evaluation_total_range_id_index";`);
    this.addSql(`drop index "simple_evaluation_total_t_desc_index";`);
    this.addSql(`drop index "simple_evaluation_total_t_id_index";`);
    this.addSql(`drop index "simple_evaluation_year_id_index";`);

    this.addSql(`create index "simple_evaluation_total_t_desc_nulls_last_id_desc_live" on "simple_evaluation" ("total_t" desc nulls last, "id" desc) where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_total_t_id_live" on "simple_evaluation" ("total_t", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_created_at_id_live" on "simple_evaluation" ("created_at", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_consent_state_id_live" on "simple_evaluation" ("consent_state", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_total_range_id_live" on "simple_evaluation" ("total_range", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_is_done_id_live" on "simple_evaluation" ("is_done", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_year_total_range_id_live" on "simple_evaluation" ("year", "total_range", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_year_id_live" on "simple_evaluation" ("year", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_sd_code_id_live" on "simple_evaluation" ("sd_code", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_center_id_id_live" on "simple_evaluation" ("center_id", "id") where "deleted_at" is null;`);
    this.addSql(`create index "simple_evaluation_school_id_id_live" on "simple_evaluation" ("school_id", "id") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_total_t_desc_nulls_last_id_desc_live";`);
    this.addSql(`drop index "simple_evaluation_total_t_id_live";`);
    this.addSql(`drop index "simple_evaluation_created_at_id_live";`);
    this.addSql(`drop index "simple_evaluation_consent_state_id_live";`);
    this.addSql(`drop index "simple_evaluation_total_range_id_live";`);
    this.addSql(`drop index "simple_evaluation_is_done_id_live";`);
    this.addSql(`drop index "simple_evaluation_year_total_range_id_live";`);
    this.addSql(`drop index "simple_evaluation_year_id_live";`);
    this.addSql(`drop index "simple_evaluation_sd_code_id_live";`);
    this.addSql(`drop index "simple_evaluation_center_id_id_live";`);
    this.addSql(`drop index "simple_evaluation_school_id_id_live";`);

    this.addSql(`create index "simple_evaluation_center_id_id_index" on "simple_evaluation" ("center_id", "id");`);
    this.addSql(`create index "simple_evaluation_consent_state_id_index" on "simple_evaluation" ("consent_state", "id");`);
    this.addSql(`create index "simple_evaluation_created_at_id_index" on "simple_evaluation" ("created_at", "id");`);
    this.addSql(`create index "simple_evaluation_is_done_id_index" on "simple_evaluation" ("is_done", "id");`);
    this.addSql(`create index "simple_evaluation_school_id_id_index" on "simple_evaluation" ("school_id", "id");`);
    this.addSql(`create index "simple_evaluation_sd_code_id_index" on "simple_evaluation" ("sd_code", "id");`);
    this.addSql(`create index "simple_evaluation_total_range_id_index" on "simple_evaluation" ("total_range", "id");`);
    this.addSql(`create index "simple_evaluation_total_t_desc_index" on "simple_evaluation" ("total_t" desc nulls last, "id" desc);`);
    this.addSql(`create index "simple_evaluation_total_t_id_index" on "simple_evaluation" ("total_t", "id");`);
    this.addSql(`create index "simple_evaluation_year_id_index" on "simple_evaluation" ("year", "id");`);
  }

}
