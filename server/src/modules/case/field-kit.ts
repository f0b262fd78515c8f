import { Property } from '@mikro-orm/core';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Field, Int } from 'type-graphql';
import { Errors } from '../../platform/errors.js';
import { requiredMessage, tooLongMessage, withParticle } from '../../platform/korean.js';
import type { JsonSchema } from '../../platform/http/contract.js';
import type { ChoiceLists } from './record/choices.js';

/**
 * The case's forms as data, one vocabulary for every form of a case (the case records of record-kit.ts, the interview
 * evaluation, the questionnaires' answers): a form is a table of fields (`Fields`), and this kit derives from it the
 * GraphQL input and view fields, the class-validator rules, the REST body and answer fields, the labels, the entity
 * columns (where a form stores a column per field), the client's form description and the value checks. A domain
 * keeps its field table and a `FieldStyle` (below): where its codes are checked, how its columns and descriptions read.
 * SPEC §4: a multiple choice is an array in GraphQL and comma-joined in REST. A choice with `etc` names the text field
 * (a field of the same table) that holds its 기타 answer: required on submission, dropped when 기타 is not chosen.
 */

interface Common {
  label: string;
  /** Required when the form is submitted (isDone Y). */
  submit?: boolean;
  /** The GraphQL description, when it is not the label. */
  description?: string;
}
export type FieldSpec = Common &
  (
    | { kind: 'text'; max: number }
    | { kind: 'date' }
    /** `list`: a choice list naming each value (CGI's scales), for the form. */
    | { kind: 'int'; min: number; max: number; list?: string }
    /** One code of the style's list; `etc` names the text field for its 기타 choice. */
    | { kind: 'choice'; list: string; etc?: string }
    | { kind: 'choices'; list: string; etc?: string }
  );
export type Fields = Record<string, FieldSpec>;

/** The TypeScript values of a table (`as const` tables): lists as arrays, ints as numbers, the rest strings. */
export type ValuesOf<T extends Fields> = { [K in keyof T]?: T[K]['kind'] extends 'choices' ? string[] : T[K]['kind'] extends 'int' ? number : string };
/** The same, with multiple choices comma-joined (the REST form). */
export type RestValuesOf<T extends Fields> = { [K in keyof T]?: T[K]['kind'] extends 'int' ? number : string };

/**
 * How a form's fields are served and stored (one kit, a few switches, so the GraphQL schema, the OpenAPI document
 * and the tables stay as each form first had them).
 */
export interface FieldStyle {
  lists: ChoiceLists;
  /**
   * 'input': the codes are checked on the input (IsIn; the OpenAPI document lists them), a multiple choice accepts a
   * comma-joined string on the same class. 'service': `checkFields` checks them (the bad code named, the nested path
   * given), the REST door has a class of its own with multiple choices as text.
   */
  codes: 'input' | 'service';
  /** Descriptions name caseRecordChoices and the date format, and the client's form shows the bounds. */
  described: boolean;
  /** Column types: 'sized' (varchar of the text's max, integer), 'text' (text, smallint); none: stored as JSON. */
  columns?: 'sized' | 'text';
  /** Messages where the forms worded them differently (tests pin them). */
  words: Words;
}
interface Words {
  int: (f: { label: string; min: number; max: number }) => string;
  /** A required choice left empty. */
  pick: (label: string) => string;
  /** 기타 chosen, its text left empty (`etcLabel`: the label of the text field). */
  etc: (label: string, etcLabel: string) => string;
  /** A code not in the list (checked on the input). */
  badChoice: (label: string) => string;
  /** Text rules carry their messages (the OpenAPI document lists them). */
  textMessages?: boolean;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const formatMessage = (label: string) => `${label} 형식이 맞지 않습니다.`;
export const choiceWord = (label: string) => `${withParticle(label, '을/를')} 목록에서 선택해주세요.`;
const enterWord = (label: string) => requiredMessage(label);
const between = (f: { label: string; min: number; max: number }) => `${withParticle(f.label, '은/는')} ${f.min}에서 ${f.max} 사이여야 합니다.`;

/** The case records (record-kit.ts). */
export const RECORD_WORDS: Words = { int: between, pick: choiceWord, etc: (label) => `${label}의 기타 내용을 입력해주세요.`, badChoice: choiceWord };
/** The interview evaluation. */
export const INTERVIEW_WORDS: Words = { ...RECORD_WORDS, int: (f) => formatMessage(f.label), pick: (label) => requiredMessage(label, '선택'), etc: (_, etcLabel) => enterWord(etcLabel) };
/** The questionnaires' answers. */
export const ANSWER_WORDS: Words = {
  ...RECORD_WORDS,
  int: (f) => `${withParticle(f.label, '은/는')} ${f.min}부터 ${f.max}까지의 정수여야 합니다.`,
  badChoice: (label) => `${label}의 선택지가 올바르지 않습니다.`,
  textMessages: true,
};

/** With codes checked in the service: the longest code, and the most codes of a multiple choice. */
const CODE_MAX = 40;
const MULTI_MAX = 30;
/** Texts longer than this are written in a multi-line box (the client's form). */
const LINE_MAX = 200;

const isChoice = (f: FieldSpec): f is FieldSpec & { kind: 'choice' | 'choices'; list: string; etc?: string } => f.kind === 'choice' || f.kind === 'choices';
const codesOf = (style: FieldStyle, list: string) => (style.lists[list] ?? []).map((c) => c.code);
const etcChosen = (style: FieldStyle, list: string, value: unknown) => ([] as unknown[]).concat(value ?? []).some((code) => (style.lists[list] ?? []).some((c) => c.etc && c.code === code));
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);
/** The 기타 text fields of a table (not fields of the client's form of their own). */
export const etcFields = (fields: Fields): Set<string> => new Set(Object.values(fields).flatMap((f) => (isChoice(f) && f.etc ? [f.etc] : [])));
export const labelsOf = (fields: Fields): Record<string, string> => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.label]));

// ---- classes ------------------------------------------------------------------------------------------------------

// decorators applied by hand, as TypeScript would apply them to a written-out class
type Decorate = (target: any, key: string) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
const apply = (Cls: Function, key: string, ds: Decorate[]) => ds.forEach((d) => d(Cls.prototype, key));
const gqlType = (f: FieldSpec) => (f.kind === 'int' ? Int : f.kind === 'choices' ? [String] : String);

/**
 * Declares a table's fields on an input class, all optional (a draft may be partial; `checkFields` checks what a
 * submission needs): 'graphql' adds the GraphQL input fields, 'rest' only the rules (with codes checked in the
 * service, a multiple choice is comma-joined text there). Returns the labels for the class's messages.
 */
export function declareInputs(Cls: Function, fields: Fields, style: FieldStyle, door: 'graphql' | 'rest' = 'graphql'): Record<string, string> {
  for (const [key, f] of Object.entries(fields)) {
    const graphql = (description: string, type: () => unknown = () => gqlType(f)) => (door === 'graphql' ? [Field(type as never, { nullable: true, description }) as Decorate] : []);
    const plain = f.description ?? f.label;
    const rules: Decorate[] = [IsOptional()];
    let described = plain;
    const words = style.words;
    if (f.kind === 'text' && words.textMessages) rules.push(IsString({ message: formatMessage(f.label) }), MaxLength(f.max, { message: tooLongMessage(f.label) }));
    else if (f.kind === 'text') rules.push(IsString(), MaxLength(f.max));
    if (f.kind === 'date') {
      if (style.described) described = `${f.label} (YYYY-MM-DD)`;
      rules.push(IsString(), Matches(DATE, { message: formatMessage(f.label) }));
    }
    if (f.kind === 'int') {
      const message = words.int({ label: f.label, min: f.min, max: f.max });
      rules.push(IsInt({ message }), Min(f.min, { message }), Max(f.max, { message }));
    }
    if (f.kind === 'choice') {
      if (style.described) described = `${f.label}: caseRecordChoices의 ${f.list}`;
      if (style.codes === 'input') rules.push(IsString({ message: words.badChoice(f.label) }), IsIn(codesOf(style, f.list), { message: words.badChoice(f.label) }));
      else rules.push(IsString(), MaxLength(CODE_MAX));
    }
    if (f.kind === 'choices' && style.codes === 'input') {
      const codes = codesOf(style, f.list);
      if (style.described) described = `${f.label}: caseRecordChoices의 ${f.list} (여러 개; REST는 쉼표로 이은 문자열)`;
      rules.push(
        Transform(({ value }) => splitList(value)),
        IsArray({ message: choiceWord(f.label) }),
        ArrayMaxSize(codes.length, { message: choiceWord(f.label) }),
        IsIn(codes, { each: true, message: choiceWord(f.label) }),
        // REST sends the codes comma-joined (SPEC §4); an array is accepted too
        JSONSchema((s) => ({ anyOf: [{ type: 'string', description: '쉼표로 이은 코드 (예: A,B)' }, s] }) as never) as Decorate,
      );
    } else if (f.kind === 'choices' && door === 'graphql') rules.push(IsArray(), ArrayMaxSize(MULTI_MAX), IsString({ each: true }), MaxLength(CODE_MAX, { each: true }));
    else if (f.kind === 'choices') rules.push(IsString(), MaxLength(MULTI_MAX * (CODE_MAX + 1)));
    apply(Cls, key, [...graphql(described), ...rules]);
  }
  return labelsOf(fields);
}

/** Declares a table's fields on a view (GraphQL object type). */
export function declareViews(Cls: Function, fields: Fields): void {
  for (const [key, f] of Object.entries(fields)) apply(Cls, key, [Field(() => gqlType(f), { nullable: true, description: f.description ?? f.label }) as Decorate]);
}

/** snake_case, as the columns are named. */
export const column = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Declares a table's fields as entity columns (the style's column types). */
export function declareColumns(Entity: Function, fields: Fields, style: FieldStyle): void {
  for (const [key, f] of Object.entries(fields)) {
    const type =
      style.columns === 'sized'
        ? { text: f.kind === 'text' && f.max > 1000 ? { type: 'text' } : { type: 'string', length: f.kind === 'text' ? f.max : 40 }, date: { type: 'date' }, int: { type: 'integer' }, choice: { type: 'string', length: 40 }, choices: { type: 'string[]' } }[f.kind]
        : { type: { text: 'text', date: 'date', int: 'smallint', choice: 'text', choices: 'text[]' }[f.kind] };
    Property({ ...type, fieldName: column(key), nullable: true })(Entity.prototype, key);
  }
}

/** The JSON Schema of a table's fields as REST answers them (multiple choices comma-joined). */
export function restProperties(fields: Fields, style: FieldStyle): Record<string, JsonSchema> {
  const describe = (f: FieldSpec): JsonSchema => {
    if (f.kind === 'int') return { type: 'integer', description: f.label };
    if (style.described) return { type: 'string', description: f.kind === 'choices' ? `${f.label}: 쉼표로 이은 코드 (caseRecordChoices의 ${f.list})` : f.label };
    return { type: 'string', description: f.kind === 'choices' ? `${f.label} (쉼표로 이은 코드)` : f.kind === 'date' ? `${f.label} (YYYY-MM-DD)` : f.label };
  };
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, describe(f)]));
}

// ---- values -------------------------------------------------------------------------------------------------------

/** REST: "A,B" → ['A', 'B'] (an empty string is no choice); an array passes as it is. */
export const splitList = (v: unknown): unknown => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v);
/** REST: ['A', 'B'] → "A,B". */
export const joinList = (v: unknown): unknown => (Array.isArray(v) ? v.join(',') : v);

/** REST → service: comma-joined multiple choices split (SPEC §4). */
export function splitLists(values: object | undefined, fields: Fields): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const out: Record<string, unknown> = { ...values };
  for (const [k, f] of Object.entries(fields)) if (f.kind === 'choices') out[k] = splitList(out[k]);
  return out;
}

/** Service → REST: multiple choices comma-joined. */
export function joinLists<T extends object>(values: T | undefined, fields: Fields): T | undefined {
  if (!values) return undefined;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [k, f] of Object.entries(fields)) if (f.kind === 'choices' && out[k] !== undefined) out[k] = joinList(out[k]);
  return out as T;
}

/** The table's fields an input gives (undefined: not given), texts trimmed, a blank value null (cleared). */
export function givenValues(input: object | undefined | null, fields: Fields): Record<string, unknown> {
  const v = (input ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(fields)) {
    if (v[k] === undefined) continue;
    out[k] = blank(v[k]) ? null : typeof v[k] === 'string' ? (v[k] as string).trim() : Array.isArray(v[k]) ? [...new Set(v[k] as unknown[])] : v[k];
  }
  return out;
}

/** A 기타 text is kept only while its 기타 choice is chosen (it would otherwise linger, unseen, after the choice changed). */
export function dropStaleEtc(values: Record<string, unknown>, fields: Fields, style: FieldStyle): Record<string, unknown> {
  for (const [k, f] of Object.entries(fields)) if (isChoice(f) && f.etc && !etcChosen(style, f.list, values[k])) delete values[f.etc];
  return values;
}

/** The form's values as stored: only the answered fields, no stale 기타 text. */
export function cleanValues(input: object | undefined | null, fields: Fields, style: FieldStyle): Record<string, unknown> {
  const given = givenValues(input, fields);
  return dropStaleEtc(Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null)), fields, style);
}

const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * Checks cleaned values (400, a Korean message naming the field; `path` prefixes it, `schoolLife.`): each date a
 * real day, each code one of its list (codes checked in the service), and on submission the `submit` fields and the
 * 기타 text of a chosen 기타.
 */
export function checkFields(values: Record<string, unknown>, fields: Fields, style: FieldStyle, at: { submit: boolean; path?: string }): void {
  const path = at.path ?? '';
  for (const [key, f] of Object.entries(fields)) {
    const v = values[key];
    const field = path + key;
    if (!blank(v) && f.kind === 'date' && !realDate(v as string)) throw Errors.badInput(formatMessage(f.label), { field });
    if (!blank(v) && isChoice(f) && style.codes === 'service') {
      const codes = codesOf(style, f.list);
      for (const code of [v].flat() as string[]) if (!codes.includes(code)) throw Errors.badInput(`${f.label}의 선택지가 올바르지 않습니다: ${code}`, { field });
    }
    if (!at.submit) continue;
    if (f.submit && blank(v)) throw Errors.badInput(isChoice(f) ? style.words.pick(f.label) : enterWord(f.label), { field });
    if (isChoice(f) && f.etc && etcChosen(style, f.list, v) && blank(values[f.etc]))
      throw Errors.badInput(style.words.etc(f.label, fields[f.etc]?.label ?? ''), { field: path + f.etc });
  }
}

// ---- the client's form --------------------------------------------------------------------------------------------

/** A field of the client's form (record-forms.ts). */
export interface FormFieldDef {
  name: string;
  label: string;
  kind: 'text' | 'long' | 'date' | 'choice' | 'multi' | 'int';
  list?: string;
  /** The 기타 text field (null: none). */
  etc: string | null;
  /** Text: the most characters; int: the bounds (shown with a described style). */
  min?: number;
  max?: number;
}

/** The client's description of one field of a table. */
export function formField(fields: Fields, name: string, style: FieldStyle): FormFieldDef {
  const f = fields[name];
  const common = { name, label: f.label, etc: null };
  const bounds = <T extends object>(b: T) => (style.described ? b : {});
  switch (f.kind) {
    case 'text':
      return { ...common, kind: f.max > LINE_MAX ? 'long' : 'text', ...bounds({ max: f.max }) };
    case 'date':
      return { ...common, kind: 'date' };
    case 'int':
      return { ...common, kind: 'int', ...bounds({ min: f.min, max: f.max }), list: f.list };
    case 'choice':
    case 'choices':
      return { ...common, kind: f.kind === 'choice' ? 'choice' : 'multi', list: f.list, etc: f.etc ?? null };
  }
}
