import { Migration } from '@mikro-orm/migrations';

export class Migration20261127141525_request_due_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "request_ended_due" on "request" ("updated_at") where "status" in ('CANCELLED', 'DRAFT', 'REJECTED');`);
    this.addSql(`create index "request_closed_due" on "request" ("closing_date") where "status" in ('CLOSED', 'REPORT_SENT');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "request_ended_due";`);
    this.addSql(`drop index "request_closed_due";`);
  }

}
