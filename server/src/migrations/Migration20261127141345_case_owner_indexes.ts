import { Migration } from '@mikro-orm/migrations';

export class Migration20261127141345_case_owner_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "sdq_kr_request_id_all" on "sdq_kr" ("request_id");`);

    this.addSql(`create index "satisfaction_assessment_request_id_all" on "satisfaction_assessment" ("request_id");`);

    this.addSql(`create index "case_closing_report_request_id_all" on "case_closing_report" ("request_id");`);

    this.addSql(`create index "case_cgi_request_id_all" on "case_cgi" ("request_id");`);

    this.addSql(`create index "case_minutes_request_id_all" on "case_minutes" ("request_id");`);

    this.addSql(`create index "case_management_log_request_id_all" on "case_management_log" ("request_id");`);

    this.addSql(`create index "interview_evaluation_request_id_all" on "interview_evaluation" ("request_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "case_cgi_request_id_all";`);

    this.addSql(`drop index "case_closing_report_request_id_all";`);

    this.addSql(`drop index "case_management_log_request_id_all";`);

    this.addSql(`drop index "case_minutes_request_id_all";`);

    this.addSql(`drop index "interview_evaluation_request_id_all";`);

    this.addSql(`drop index "satisfaction_assessment_request_id_all";`);

    this.addSql(`drop index "sdq_kr_request_id_all";`);
  }

}
