import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230524_request_monthly_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "request_closing_stat" on "request" ("closing_date") include ("sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "closing_date" is not null;`);
    this.addSql(`create index "request_approved_stat" on "request" ("approved_at") include ("sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "approved_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_closing_stat";`);
    this.addSql(`drop index "request_approved_stat";`);
  }

}
