import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field } from 'type-graphql';
import { MOBILE_WITH_SEPARATORS, mobileMessage } from './rules.js';

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

/** A day as the inputs take it: `YYYY-MM-DD`. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The refusal of a malformed day. */
export const dateMessage = (name: string) => `${name} 형식이 맞지 않습니다.`;

/** An optional day, `YYYY-MM-DD`; a malformed one is refused with "<label> 형식이 맞지 않습니다.". */
export function OptionalDay(label: string, description: string): PropertyDecorator {
  return (target, key) => {
    Matches(DATE, { message: dateMessage(label) })(target, key);
    IsString()(target, key);
    IsOptional()(target, key);
    Field(() => String, { nullable: true, description })(target, key);
  };
}

/** A required mobile number, hyphens or spaces allowed (normalised by the service); "<label> 형식이 맞지 않습니다.". */
export function MobileNumber(label?: string): PropertyDecorator {
  return (target, key) => {
    Matches(MOBILE_WITH_SEPARATORS, { message: mobileMessage(label) })(target, key);
    IsString()(target, key);
    Field(() => String)(target, key);
  };
}
