import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034921_identity extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "cert_purpose" as enum ('SIGN_UP', 'FIND_ACCOUNT', 'MY_PAGE');`);
    this.addSql(`create type "phone_verification_status" as enum ('PENDING', 'VERIFIED', 'EXPIRED');`);
    this.addSql(`create table "epki_challenge" ("id" varchar(64) not null, "nonce" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "serial_num" varchar(100) null, "verified_at" timestamptz null, "consumed_at" timestamptz null, constraint "epki_challenge_pkey" primary key ("id"));`);

    this.addSql(`create table "phone_verification" ("cert_num" varchar(64) not null, "purpose" "cert_purpose" not null, "status" "phone_verification_status" not null default 'PENDING', "tr_cert" text not null, "name" varchar(50) null, "birth_date" varchar(8) null, "mobile" varchar(11) null, "ci" varchar(100) null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "consumed_at" timestamptz null, constraint "phone_verification_pkey" primary key ("cert_num"));`);

    this.addSql(`alter table "account" add constraint "account_epki_serial_num_unique" unique ("epki_serial_num");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "epki_challenge" cascade;`);

    this.addSql(`drop table if exists "phone_verification" cascade;`);

    this.addSql(`alter table "account" drop constraint "account_epki_serial_num_unique";`);

    this.addSql(`drop type "cert_purpose";`);
    this.addSql(`drop type "phone_verification_status";`);
  }

}
