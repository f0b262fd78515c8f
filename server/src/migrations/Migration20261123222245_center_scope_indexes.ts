import { Migration } from '@mikro-orm/migrations';

export class Migration20261123222245_center_scope_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "school_sgg_code_index";`);

    this.addSql(`create index "school_sgg_code_id_index" on "school" ("sgg_code", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "school_sgg_code_id_index";`);

    this.addSql(`create index "school_sgg_code_index" on "school" ("sgg_code");`);
  }

}
