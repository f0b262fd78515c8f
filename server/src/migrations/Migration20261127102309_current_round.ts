import { Migration } from '@mikro-orm/migrations';

/**
 * The evaluation names its current consent round (SimpleEvaluation.currentRound): the newest round of each evaluation
 * until now, so the links sent before the upgrade keep working and the replaced ones stay replaced.
 */
export class Migration20261127102309_current_round extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "simple_evaluation" add column "current_agree_id" uuid null;`);
    this.addSql(`alter table "simple_evaluation" add constraint "simple_evaluation_current_agree_id_foreign" foreign key ("current_agree_id") references "simple_evaluation_agree" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "simple_evaluation" add constraint "simple_evaluation_current_agree_id_unique" unique ("current_agree_id");`);
    this.addSql(`update "simple_evaluation" e set "current_agree_id" = (select a."id" from "simple_evaluation_agree" a where a."evaluation_id" = e."id" order by a."created_at" desc limit 1) where exists (select 1 from "simple_evaluation_agree" a where a."evaluation_id" = e."id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "simple_evaluation" drop constraint "simple_evaluation_current_agree_id_foreign";`);

    this.addSql(`alter table "simple_evaluation" drop constraint "simple_evaluation_current_agree_id_unique";`);
    this.addSql(`alter table "simple_evaluation" drop column "current_agree_id";`);
  }

}
