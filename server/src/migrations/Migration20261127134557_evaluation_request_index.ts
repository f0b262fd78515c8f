import { Migration } from '@mikro-orm/migrations';

export class Migration20261127134557_evaluation_request_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "simple_evaluation_request_id" on "simple_evaluation" ("request_id") where "request_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "simple_evaluation_request_id";`);
  }

}
