import { Field, ObjectType } from 'type-graphql';
import type { SchoolAuthenticationCode } from '../organization/school.entity.js';

@ObjectType('SchoolAuthenticationCode')
export class AuthenticationCodeView {
  @Field(() => String) schoolId!: string;
  @Field(() => String) code!: string;
  @Field(() => Date) updatedAt!: Date;
}

export const codeView = (r: SchoolAuthenticationCode): AuthenticationCodeView => ({ schoolId: r.school.id, code: r.code, updatedAt: r.updatedAt });
