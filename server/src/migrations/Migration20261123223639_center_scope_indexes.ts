import { Migration } from '@mikro-orm/migrations';

export class Migration20261123223639_center_scope_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "school_sgg_code_index";`);

    this.addSql(`create index "school_sgg_code_id_index" on "school" ("sgg_code", "id");`);

    this.addSql(`drop index "account_center_id_index";`);
    this.addSql(`drop index "account_school_id_index";`);

    this.addSql(`create index "account_center_id_id_index" on "account" ("center_id", "id");`);
    this.addSql(`create index "account_school_id_id_index" on "account" ("school_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "account_center_id_id_index";`);
    this.addSql(`drop index "account_school_id_id_index";`);

    this.addSql(`create index "account_center_id_index" on "account" ("center_id");`);
    this.addSql(`create index "account_school_id_index" on "account" ("school_id");`);

    this.addSql(`drop index "school_sgg_code_id_index";`);

    this.addSql(`create index "school_sgg_code_index" on "school" ("sgg_code");`);
  }

}
