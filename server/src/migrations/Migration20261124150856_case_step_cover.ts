import { Migration } from '@mikro-orm/migrations';

export class Migration20261124150856_case_step_cover extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "request_progress_step_id_live";`);

    this.addSql(`create index "request_progress_step_id_cover_live" on "request" ("progress_step", "id") include ("status") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_progress_step_id_cover_live";`);

    this.addSql(`CREATE INDEX request_progress_step_id_live ON public.request USING btree (progress_step, id) WHERE (deleted_at IS NULL);`);
  }

}
