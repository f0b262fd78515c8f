import { Migration } from '@mikro-orm/migrations';

export class Migration20261124150745_center_screening_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "simple_evaluation_center_id_year_total_range_id_live" on "simple_evaluation" ("center_id", "year", "total_range", "id") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_center_id_year_total_range_id_live";`);
  }

}
