import { Migration } from '@mikro-orm/migrations';

export class Migration20261124153711_center_state_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "request_center_id_progress_step_id_live";`);

    this.addSql(`create index "request_center_id_progress_step_id_cover_live" on "request" ("center_id", "progress_step", "id") include ("status") where "deleted_at" is null;`);
    this.addSql(`create index "request_center_id_status_id_live" on "request" ("center_id", "status", "id") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_center_id_progress_step_id_cover_live";`);
    this.addSql(`drop index "request_center_id_status_id_live";`);

    this.addSql(`CREATE INDEX request_center_id_progress_step_id_live ON public.request USING btree (center_id, progress_step, id) WHERE (deleted_at IS NULL);`);
  }

}
