import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import { withoutNulls } from '../../platform/db/read.js';
import type { Center } from './center.entity.js';
import { School, SchoolType } from './school.entity.js';

/** API shapes (GraphQL types and REST JSON alike); entities stay persistence-only. */
@ObjectType('School')
export class SchoolView {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => SchoolType) type!: SchoolType;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) addressDetail?: string;
  @Field(() => String, { nullable: true }) postcode?: string;
  @Field(() => String) sdCode!: string;
  @Field(() => String) sggCode!: string;
  /** SPEC names the 시군구 of a school its localId. */
  @Field(() => String) localId!: string;
  @Field(() => String, { nullable: true }) umdCode?: string;
  @Field(() => String) educationOfficeId!: string;
  @Field(() => String, { nullable: true }) educationOfficeName?: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export function schoolView(s: School): SchoolView {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    address: s.address ?? undefined,
    addressDetail: s.addressDetail ?? undefined,
    postcode: s.postcode ?? undefined,
    sdCode: s.sdCode,
    sggCode: s.sggCode,
    localId: s.sggCode,
    umdCode: s.umdCode ?? undefined,
    educationOfficeId: s.educationOffice.id,
    educationOfficeName: s.educationOffice.name,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** SchoolView's columns for read models over SCHOOL_VIEW_FROM (platform/db/read.ts). */
export const SCHOOL_VIEW_COLUMNS = `sc.id, sc.name, sc.type, sc.address, sc.address_detail as "addressDetail", sc.postcode,
  sc.sd_code as "sdCode", sc.sgg_code as "sggCode", sc.umd_code as "umdCode", sc.education_office_id as "educationOfficeId",
  eo.name as "educationOfficeName", sc.created_at as "createdAt", sc.updated_at as "updatedAt"`;
export const SCHOOL_VIEW_FROM = 'school sc join education_office eo on eo.id = sc.education_office_id';
export const schoolViewOfRow = (row: Omit<SchoolView, 'localId'>): SchoolView => ({ ...withoutNulls(row), localId: row.sggCode });

@ObjectType('SchoolSummary')
export class SchoolSummaryView {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => SchoolType) type!: SchoolType;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String) sdCode!: string;
  @Field(() => String) sggCode!: string;
}

/** What the public picker shows: no more than a school's public listing. */
export const schoolSummary = (s: Pick<School, keyof SchoolSummaryView>): SchoolSummaryView => ({
  id: s.id,
  name: s.name,
  type: s.type,
  address: s.address ?? undefined,
  sdCode: s.sdCode,
  sggCode: s.sggCode,
});

@ObjectType('Local')
export class LocalView {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
}

@ObjectType('Center')
export class CenterView {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) contact?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) fax?: string;
  @Field(() => String) educationOfficeId!: string;
  @Field(() => String, { nullable: true }) educationOfficeName?: string;
  @Field(() => String) sdCode!: string;
  @Field(() => String, { nullable: true }) reqLocalCode?: string;
  @Field(() => [LocalView], { nullable: true }) jurisdictionLocalList?: LocalView[];
  @Field(() => [SchoolSummaryView], { nullable: true }) jurisdictionSchoolList?: SchoolSummaryView[];
  @Field(() => Date) createdAt!: Date;
}

export function centerView(c: Center, withJurisdiction = false): CenterView {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    contact: c.contact ?? undefined,
    email: c.email ?? undefined,
    fax: c.fax ?? undefined,
    educationOfficeId: c.educationOffice.id,
    educationOfficeName: c.educationOffice.name,
    sdCode: c.sdCode,
    reqLocalCode: c.reqLocalCode ?? undefined,
    jurisdictionLocalList: withJurisdiction ? c.jurisdictionLocals.getItems().map((l) => ({ code: l.code, name: l.name })) : undefined,
    jurisdictionSchoolList: withJurisdiction ? c.jurisdictionSchools.getItems().map(schoolSummary) : undefined,
    createdAt: c.createdAt,
  };
}

/** CenterView's columns (without the jurisdiction lists) for read models over CENTER_VIEW_FROM. */
export const CENTER_VIEW_COLUMNS = `ce.id, ce.code, ce.name, ce.contact, ce.email, ce.fax, ce.education_office_id as "educationOfficeId",
  eo.name as "educationOfficeName", ce.sd_code as "sdCode", ce.req_local_code as "reqLocalCode", ce.created_at as "createdAt"`;
export const CENTER_VIEW_FROM = 'center ce join education_office eo on eo.id = ce.education_office_id';

@ObjectType('CenterSummary')
export class CenterSummaryView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) sdCode!: string;
}
export const centerSummary = (c: Pick<Center, keyof CenterSummaryView>): CenterSummaryView => ({ id: c.id, name: c.name, sdCode: c.sdCode });

export const SchoolPage = PageOf(SchoolView, 'SchoolPage');
export const SchoolSummaryPage = PageOf(SchoolSummaryView, 'SchoolSummaryPage');
export const CenterPage = PageOf(CenterView, 'CenterPage');
export const CenterSummaryPage = PageOf(CenterSummaryView, 'CenterSummaryPage');
