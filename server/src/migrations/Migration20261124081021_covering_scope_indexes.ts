import { Migration } from '@mikro-orm/migrations';

export class Migration20261124081021_covering_scope_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_school_id_id_live";`);

    this.addSql(`create index "simple_evaluation_school_id_id_cover_live" on "simple_evaluation" ("school_id", "id") include ("center_id") where "deleted_at" is null;`);

    this.addSql(`drop index "account_center_id_id_index";`);
    this.addSql(`drop index "account_school_id_id_index";`);

    this.addSql(`create index "account_center_id_id_cover" on "account" ("center_id", "id") include ("status");`);
    this.addSql(`create index "account_school_id_id_cover" on "account" ("school_id", "id") include ("status", "center_id");`);

    this.addSql(`drop index "request_center_id_id_live";`);
    this.addSql(`drop index "request_school_id_id_live";`);

    this.addSql(`create index "request_center_id_id_cover_live" on "request" ("center_id", "id") include ("status", "progress_step") where "deleted_at" is null;`);
    this.addSql(`create index "request_school_id_id_cover_live" on "request" ("school_id", "id") include ("status", "progress_step", "center_id") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "account_center_id_id_cover";`);
    this.addSql(`drop index "account_school_id_id_cover";`);

    this.addSql(`create index "account_center_id_id_index" on "account" ("center_id", "id");`);
    this.addSql(`create index "account_school_id_id_index" on "account" ("school_id", "id");`);

    this.addSql(`drop index "request_center_id_id_cover_live";`);
    this.addSql(`drop index "request_school_id_id_cover_live";`);

    this.addSql(`CREATE INDEX request_center_id_id_live ON public.request USING btree (center_id, id) WHERE (deleted_at IS NULL);`);
    this.addSql(`CREATE INDEX request_school_id_id_live ON public.request USING btree (school_id, id) WHERE (deleted_at IS NULL);`);

    this.addSql(`drop index "simple_evaluation_school_id_id_cover_live";`);

    this.addSql(`CREATE INDEX simple_evaluation_school_id_id_live ON public.simple_evaluation USING btree (school_id, id) WHERE (deleted_at IS NULL);`);
  }

}
