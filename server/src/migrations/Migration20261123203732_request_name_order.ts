import { Migration } from '@mikro-orm/migrations';

export class Migration20261123203732_request_name_order extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "request_target_name_id_desc_live" on "request" ("target_name", "id" desc) where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_target_name_id_desc_live";`);
  }

}
