import { Migration } from '@mikro-orm/migrations';

export class Migration20261124201255_account_live_id extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "account_live_id" on "account" ("id") where "status" <> 'DELETED';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "account_live_id";`);
  }

}
