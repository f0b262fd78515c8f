import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
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
export const schoolSummary = (s: School): SchoolSummaryView => ({
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

@ObjectType('CenterSummary')
export class CenterSummaryView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) sdCode!: string;
}
export const centerSummary = (c: Center): CenterSummaryView => ({ id: c.id, name: c.name, sdCode: c.sdCode });

@ObjectType('SchoolAuthenticationCode')
export class AuthenticationCodeView {
  @Field(() => String) schoolId!: string;
  @Field(() => String) code!: string;
  @Field(() => Date) updatedAt!: Date;
}

export const SchoolPage = PageOf(SchoolView, 'SchoolPage');
export const SchoolSummaryPage = PageOf(SchoolSummaryView, 'SchoolSummaryPage');
export const CenterPage = PageOf(CenterView, 'CenterPage');
export const CenterSummaryPage = PageOf(CenterSummaryView, 'CenterSummaryPage');
