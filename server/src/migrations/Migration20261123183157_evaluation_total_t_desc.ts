import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183157_evaluation_total_t_desc extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "simple_evaluation_total_t_desc_index" on "simple_evaluation" ("total_t" desc nulls last, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_total_t_desc_index";`);
  }

}
