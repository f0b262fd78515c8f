import { Migration } from '@mikro-orm/migrations';

export class Migration20261123192846_respondent_linkage_request extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "simple_evaluation_agree" add column "linkage_requested_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "simple_evaluation_agree" drop column "linkage_requested_at";`);
  }

}
