import { Migration } from '@mikro-orm/migrations';

export class Migration20261124012804_request_drafts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "request" drop constraint if exists "request_status_check";`);

    this.addSql(`alter table "request" alter column "target_name" drop not null;`);
    this.addSql(`alter table "request" alter column "target_gender" drop not null;`);
    this.addSql(`alter table "request" alter column "target_birth_year" drop not null;`);
    this.addSql(`alter table "request" alter column "target_birth_month" drop not null;`);
    this.addSql(`alter table "request" alter column "target_birth_date" drop not null;`);
    this.addSql(`alter table "request" alter column "requester_name" drop not null;`);
    this.addSql(`alter table "request" alter column "requester_contact" drop not null;`);
    this.addSql(`alter table "request" alter column "guardian_contact" drop not null;`);
    this.addSql(`alter table "request" alter column "guardian_relationship" drop not null;`);
    this.addSql(`alter table "request" alter column "main_appeal" drop not null;`);
    this.addSql(`alter table "request" alter column "gc_request" drop not null;`);
    this.addSql(`alter table "request" alter column "gc_request_at" drop not null;`);
    this.addSql(`alter table "request" alter column "gc_request_method" drop not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision" drop not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision_at" drop not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision_method" drop not null;`);
    this.addSql(`alter table "request" add constraint "request_status_check" check("status" in ('DRAFT', 'REQUESTED', 'REJECTED', 'CANCELLED', 'COMPLETED', 'CLOSED', 'REPORT_SENT'));`);
    this.addSql(`alter table "request" add constraint request_filed_complete check(status = 'DRAFT' or (target_name is not null and target_gender is not null and target_birth_year is not null
    and target_birth_month is not null and target_birth_date is not null and requester_name is not null and requester_contact is not null
    and guardian_contact is not null and guardian_relationship is not null and main_appeal is not null and gc_request is not null
    and gc_request_at is not null and gc_request_method is not null and gc3rd_party_provision is not null
    and gc3rd_party_provision_at is not null and gc3rd_party_provision_method is not null));`);

    // the monthly statistics' indexes carry the status too: the reach now excludes drafts (status <> 'DRAFT'), and
    // the figures stay index-only scans
    this.addSql(`drop index if exists "request_approved_stat";`);
    this.addSql(`create index "request_approved_stat" on "request" ("approved_at") include ("status", "sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "approved_at" is not null;`);
    this.addSql(`drop index if exists "request_closing_stat";`);
    this.addSql(`create index "request_closing_stat" on "request" ("closing_date") include ("status", "sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "closing_date" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "request_approved_stat";`);
    this.addSql(`create index "request_approved_stat" on "request" ("approved_at") include ("sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "approved_at" is not null;`);
    this.addSql(`drop index if exists "request_closing_stat";`);
    this.addSql(`create index "request_closing_stat" on "request" ("closing_date") include ("sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "closing_date" is not null;`);
    this.addSql(`alter table "request" drop constraint if exists "request_status_check";`);

    this.addSql(`alter table "request" drop constraint request_filed_complete;`);

    this.addSql(`alter table "request" alter column "target_name" set not null;`);
    this.addSql(`alter table "request" alter column "target_gender" set not null;`);
    this.addSql(`alter table "request" alter column "target_birth_year" set not null;`);
    this.addSql(`alter table "request" alter column "target_birth_month" set not null;`);
    this.addSql(`alter table "request" alter column "target_birth_date" set not null;`);
    this.addSql(`alter table "request" alter column "requester_name" set not null;`);
    this.addSql(`alter table "request" alter column "requester_contact" set not null;`);
    this.addSql(`alter table "request" alter column "guardian_contact" set not null;`);
    this.addSql(`alter table "request" alter column "guardian_relationship" set not null;`);
    this.addSql(`alter table "request" alter column "main_appeal" set not null;`);
    this.addSql(`alter table "request" alter column "gc_request" set not null;`);
    this.addSql(`alter table "request" alter column "gc_request_at" set not null;`);
    this.addSql(`alter table "request" alter column "gc_request_method" set not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision" set not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision_at" set not null;`);
    this.addSql(`alter table "request" alter column "gc3rd_party_provision_method" set not null;`);
    this.addSql(`alter table "request" add constraint "request_status_check" check("status" in ('REQUESTED', 'REJECTED', 'CANCELLED', 'COMPLETED', 'CLOSED', 'REPORT_SENT'));`);
  }

}
