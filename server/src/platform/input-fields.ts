import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field } from 'type-graphql';

/**
 * The input field kit: the decorator sets that inputs repeat, written once. Each applies the same class-validator
 * rules and GraphQL field as the decorators it stands for, in the same order, so messages and schema stay as they were.
 */

/** An optional free text of at most `max` characters: `String` (nullable) in GraphQL. */
export function OptionalText(max: number, description?: string): PropertyDecorator {
  return (target, key) => {
    MaxLength(max)(target, key);
    IsString()(target, key);
    IsOptional()(target, key);
    Field(() => String, description === undefined ? { nullable: true } : { nullable: true, description })(target, key);
  };
}
