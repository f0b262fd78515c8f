import { Migration } from '@mikro-orm/migrations';

export class Migration20261123222705_request_statistics_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "request_statistics" on "request" ("req_year", "request_date") include ("status", "request_type", "progress_step", "sd_code", "sgg_code", "center_id", "school_id", "requester_id", "approved_at", "closing_date") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_statistics";`);
  }

}
