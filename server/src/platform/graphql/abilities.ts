import { ObjectType } from 'type-graphql';

/**
 * What the caller may do beyond one record: the answer of `Query.abilities` (account serves it), the buttons a screen
 * shows. It has no field of its own: each module adds its own with `@Resolver(() => Abilities)` field resolvers
 * (account: assignableRoles; organization: createSchool, createCenter; bbs, consulting, norm-set, request,
 * simple-evaluation theirs), so it lives below every module that extends it.
 */
@ObjectType()
export class Abilities {}
