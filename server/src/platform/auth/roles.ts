import { registerEnumType } from 'type-graphql';

/** The roles of SPEC §3: part of the access vocabulary, so the platform (tokens, authorize) owns them. */
export enum RoleCode {
  CLIENT = 'CLIENT',
  MEMBER = 'MEMBER',
  CENTER_MEMBER = 'CENTER_MEMBER',
  CENTER_MANAGER = 'CENTER_MANAGER',
  EDUCATION_OFFICE = 'EDUCATION_OFFICE',
  EDUCATION_MINISTRY = 'EDUCATION_MINISTRY',
  CENTRAL_SUPPORT_GROUP = 'CENTRAL_SUPPORT_GROUP',
  SYSTEM_ADMIN = 'SYSTEM_ADMIN',
}
registerEnumType(RoleCode, { name: 'RoleCode', description: '사용자 역할' });
