import { Migration } from '@mikro-orm/migrations';

/**
 * Every list's ORDER BY is served by an index (platform/paging.ts): names then id for schools and centers,
 * newest first by id for accounts per status and per 시도, and alarms per account. The single-column indexes on
 * name / sd_code are prefixes of the new ones, so they go.
 */
export class Migration20261123132940_list_order_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "center_name_index";`);

    this.addSql(`create index "center_name_id_index" on "center" ("name", "id");`);

    this.addSql(`drop index "school_name_index";`);

    this.addSql(`create index "school_sd_code_name_id_index" on "school" ("sd_code", "name", "id");`);
    this.addSql(`create index "school_name_id_index" on "school" ("name", "id");`);

    this.addSql(`drop index "account_sd_code_index";`);

    this.addSql(`create index "account_sd_code_id_index" on "account" ("sd_code", "id");`);
    this.addSql(`create index "account_status_id_index" on "account" ("status", "id");`);

    this.addSql(`create index "alarm_history_account_id_id_index" on "alarm_history" ("account_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "account_sd_code_id_index";`);
    this.addSql(`drop index "account_status_id_index";`);

    this.addSql(`create index "account_sd_code_index" on "account" ("sd_code");`);

    this.addSql(`drop index "alarm_history_account_id_id_index";`);

    this.addSql(`drop index "center_name_id_index";`);

    this.addSql(`create index "center_name_index" on "center" ("name");`);

    this.addSql(`drop index "school_sd_code_name_id_index";`);
    this.addSql(`drop index "school_name_id_index";`);

    this.addSql(`create index "school_name_index" on "school" ("name");`);
  }

}
