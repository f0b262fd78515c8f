import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022335_init extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "school_type" as enum ('ELEMENTARY', 'MIDDLE', 'HIGH', 'SPECIAL', 'OTHER');`);
    this.addSql(`create type "account_status" as enum ('PENDING', 'ACTIVE', 'DISABLED', 'RESIGNED', 'DELETED');`);
    this.addSql(`create table "education_office" ("id" varchar(3) not null, "name" varchar(50) not null, "sd_code" varchar(2) not null, constraint "education_office_pkey" primary key ("id"));`);
    this.addSql(`create index "education_office_sd_code_index" on "education_office" ("sd_code");`);

    this.addSql(`create table "center" ("id" serial primary key, "code" varchar(20) not null, "name" varchar(100) not null, "contact" varchar(20) null, "email" varchar(100) null, "fax" varchar(20) null, "education_office_id" varchar(3) not null, "sd_code" varchar(2) not null, "req_local_code" varchar(5) null, "deleted" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "center" add constraint "center_code_unique" unique ("code");`);
    this.addSql(`create index "center_name_index" on "center" ("name");`);
    this.addSql(`create index "center_education_office_id_index" on "center" ("education_office_id");`);
    this.addSql(`create index "center_sd_code_index" on "center" ("sd_code");`);

    this.addSql(`create table "email_auth_code" ("id" serial primary key, "email" varchar(100) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "verified_at" timestamptz null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "email_auth_code_email_index" on "email_auth_code" ("email");`);

    this.addSql(`create table "mail_outbox" ("id" serial primary key, "recipient" varchar(100) not null, "subject" varchar(200) not null, "body" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "mail_outbox_recipient_index" on "mail_outbox" ("recipient");`);

    this.addSql(`create table "menu" ("id" varchar(5) not null, "name" varchar(100) not null, "paths" text[] not null, "sort_order" int not null, constraint "menu_pkey" primary key ("id"));`);

    this.addSql(`create table "school" ("id" varchar(20) not null, "name" varchar(100) not null, "type" "school_type" not null, "address" varchar(200) null, "address_detail" varchar(200) null, "postcode" varchar(10) null, "sd_code" varchar(2) not null, "sgg_code" varchar(5) not null, "umd_code" varchar(10) null, "education_office_id" varchar(3) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "school_pkey" primary key ("id"));`);
    this.addSql(`create index "school_sgg_code_index" on "school" ("sgg_code");`);
    this.addSql(`create index "school_education_office_id_index" on "school" ("education_office_id");`);
    this.addSql(`create index "school_name_index" on "school" ("name");`);
    this.addSql(`create index "school_sd_code_sgg_code_index" on "school" ("sd_code", "sgg_code");`);

    this.addSql(`create table "center_jurisdiction_school" ("center_id" int not null, "school_id" varchar(20) not null, constraint "center_jurisdiction_school_pkey" primary key ("center_id", "school_id"));`);

    this.addSql(`create table "school_authentication_code" ("school_id" varchar(20) not null, "code" varchar(20) not null, "updated_at" timestamptz not null default now(), "updated_by" int null, constraint "school_authentication_code_pkey" primary key ("school_id"));`);

    this.addSql(`create table "region_sgg" ("code" varchar(5) not null, "name" varchar(50) not null, "sd_code" varchar(2) not null, constraint "region_sgg_pkey" primary key ("code"));`);
    this.addSql(`create index "region_sgg_sd_code_index" on "region_sgg" ("sd_code");`);

    this.addSql(`create table "center_jurisdiction_local" ("center_id" int not null, "sgg_code" varchar(5) not null, constraint "center_jurisdiction_local_pkey" primary key ("center_id", "sgg_code"));`);

    this.addSql(`create table "region_sido" ("code" varchar(2) not null, "name" varchar(50) not null, "short_name" varchar(10) not null, constraint "region_sido_pkey" primary key ("code"));`);

    this.addSql(`create table "user_role" ("id" varchar(40) not null, "name" varchar(50) not null, "self_approved" boolean not null default false, "sort_order" int not null default 0, constraint "user_role_pkey" primary key ("id"));`);

    this.addSql(`create table "role_permission" ("role_id" varchar(40) not null, "menu_id" varchar(5) not null, constraint "role_permission_pkey" primary key ("role_id", "menu_id"));`);

    this.addSql(`create table "account" ("id" serial primary key, "login_id" varchar(50) not null, "login_type" varchar(20) not null default 'DEFAULT', "email" varchar(100) not null, "password_hash" varchar(100) not null, "name" varchar(50) not null, "mobile" varchar(11) not null, "number" varchar(20) null, "role_id" varchar(40) not null, "status" "account_status" not null, "sd_code" varchar(2) null, "sgg_code" varchar(5) null, "school_id" varchar(20) null, "center_id" int null, "occupation_position" varchar(50) null, "occupation" varchar(50) null, "occupation_etc" varchar(100) null, "certificates" text[] not null default '{}', "certificate_etc" varchar(100) null, "authentication_code_status" varchar(1) not null default 'N', "alarm_settings" jsonb not null, "personal_info_agree_yn" varchar(1) not null default 'N', "ci" varchar(100) null, "epki_serial_num" varchar(100) null, "failed_login_count" int not null default 0, "locked_until" timestamptz null, "last_login_at" timestamptz null, "approved_at" timestamptz null, "approved_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "account" add constraint "account_login_id_unique" unique ("login_id");`);
    this.addSql(`create index "account_email_index" on "account" ("email");`);
    this.addSql(`create index "account_name_index" on "account" ("name");`);
    this.addSql(`create index "account_sd_code_index" on "account" ("sd_code");`);
    this.addSql(`create index "account_school_id_index" on "account" ("school_id");`);
    this.addSql(`create index "account_center_id_index" on "account" ("center_id");`);
    this.addSql(`create index "account_role_id_status_index" on "account" ("role_id", "status");`);

    this.addSql(`create table "refresh_token" ("id" serial primary key, "token_hash" varchar(64) not null, "family_id" varchar(36) not null, "account_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_token_family_id_index" on "refresh_token" ("family_id");`);
    this.addSql(`create index "refresh_token_account_id_index" on "refresh_token" ("account_id");`);

    this.addSql(`create table "password_reset_key" ("id" serial primary key, "key_hash" varchar(64) not null, "account_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "password_reset_key" add constraint "password_reset_key_key_hash_unique" unique ("key_hash");`);

    this.addSql(`alter table "center" add constraint "center_education_office_id_foreign" foreign key ("education_office_id") references "education_office" ("id") on update cascade;`);

    this.addSql(`alter table "school" add constraint "school_education_office_id_foreign" foreign key ("education_office_id") references "education_office" ("id") on update cascade;`);

    this.addSql(`alter table "center_jurisdiction_school" add constraint "center_jurisdiction_school_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "center_jurisdiction_school" add constraint "center_jurisdiction_school_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "school_authentication_code" add constraint "school_authentication_code_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "center_jurisdiction_local" add constraint "center_jurisdiction_local_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "center_jurisdiction_local" add constraint "center_jurisdiction_local_sgg_code_foreign" foreign key ("sgg_code") references "region_sgg" ("code") on update cascade on delete cascade;`);

    this.addSql(`alter table "role_permission" add constraint "role_permission_role_id_foreign" foreign key ("role_id") references "user_role" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "role_permission" add constraint "role_permission_menu_id_foreign" foreign key ("menu_id") references "menu" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "account" add constraint "account_role_id_foreign" foreign key ("role_id") references "user_role" ("id") on update cascade;`);
    this.addSql(`alter table "account" add constraint "account_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "account" add constraint "account_center_id_foreign" foreign key ("center_id") references "center" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset_key" add constraint "password_reset_key_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "center" drop constraint "center_education_office_id_foreign";`);

    this.addSql(`alter table "school" drop constraint "school_education_office_id_foreign";`);

    this.addSql(`alter table "center_jurisdiction_school" drop constraint "center_jurisdiction_school_center_id_foreign";`);

    this.addSql(`alter table "center_jurisdiction_local" drop constraint "center_jurisdiction_local_center_id_foreign";`);

    this.addSql(`alter table "account" drop constraint "account_center_id_foreign";`);

    this.addSql(`alter table "role_permission" drop constraint "role_permission_menu_id_foreign";`);

    this.addSql(`alter table "center_jurisdiction_school" drop constraint "center_jurisdiction_school_school_id_foreign";`);

    this.addSql(`alter table "school_authentication_code" drop constraint "school_authentication_code_school_id_foreign";`);

    this.addSql(`alter table "account" drop constraint "account_school_id_foreign";`);

    this.addSql(`alter table "center_jurisdiction_local" drop constraint "center_jurisdiction_local_sgg_code_foreign";`);

    this.addSql(`alter table "role_permission" drop constraint "role_permission_role_id_foreign";`);

    this.addSql(`alter table "account" drop constraint "account_role_id_foreign";`);

    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_account_id_foreign";`);

    this.addSql(`alter table "password_reset_key" drop constraint "password_reset_key_account_id_foreign";`);

    this.addSql(`drop table if exists "education_office" cascade;`);

    this.addSql(`drop table if exists "center" cascade;`);

    this.addSql(`drop table if exists "email_auth_code" cascade;`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);

    this.addSql(`drop table if exists "menu" cascade;`);

    this.addSql(`drop table if exists "school" cascade;`);

    this.addSql(`drop table if exists "center_jurisdiction_school" cascade;`);

    this.addSql(`drop table if exists "school_authentication_code" cascade;`);

    this.addSql(`drop table if exists "region_sgg" cascade;`);

    this.addSql(`drop table if exists "center_jurisdiction_local" cascade;`);

    this.addSql(`drop table if exists "region_sido" cascade;`);

    this.addSql(`drop table if exists "user_role" cascade;`);

    this.addSql(`drop table if exists "role_permission" cascade;`);

    this.addSql(`drop table if exists "account" cascade;`);

    this.addSql(`drop table if exists "refresh_token" cascade;`);

    this.addSql(`drop table if exists "password_reset_key" cascade;`);

    this.addSql(`drop type "school_type";`);
    this.addSql(`drop type "account_status";`);
  }

}
