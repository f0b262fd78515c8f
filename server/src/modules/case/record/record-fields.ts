import { Property } from '@mikro-orm/core';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, Int } from 'type-graphql';

type ReturnTypeFunc = Parameters<typeof Field>[0] & (() => unknown);
import { Errors } from '../../../platform/errors.js';
import type { ChoiceLists } from './choices.js';

/**
 * The fields of a long case-record form as data (a table per section), from which the entity columns, the GraphQL
 * input and view fields, the REST body fields and the checks are derived, so a field is named, labelled and typed once.
 * SPEC §4: a multiple choice is an array in GraphQL and comma-joined in REST. A choice field whose list has an `etc`
 * choice gets a `<name>Etc` text twin, required when that choice is picked.
 */
export type FieldKind = 'text' | 'long' | 'date' | 'choice' | 'multi' | 'int';

export interface FieldDef {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** The choice list (choice, multi). */
  readonly list?: string;
}

const TEXT_MAX = 200;
const LONG_MAX = 4000;
const CODE_MAX = 40;
const MULTI_MAX = 30;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const formatMessage = (label: string) => `${label} 형식이 맞지 않습니다.`;

/** The TypeScript value of each kind, so a section's type is derived from its table. */
type ValueOf<K extends FieldKind> = K extends 'multi' ? string[] : K extends 'int' ? number : string;
type EtcOf<D> = D extends { name: infer N extends string; list: string } ? { [P in `${N}Etc`]?: string } : unknown;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type ValuesOf<T extends readonly FieldDef[]> = { [D in T[number] as D['name']]?: ValueOf<D['kind']> } & UnionToIntersection<EtcOf<T[number]>>;
/** The same, with multiple choices comma-joined (the REST form). */
export type RestValuesOf<T extends readonly FieldDef[]> = { [D in T[number] as D['name']]?: D['kind'] extends 'int' ? number : string } & UnionToIntersection<EtcOf<T[number]>>;

export const etcName = (d: FieldDef) => `${d.name}Etc`;
const hasEtc = (d: FieldDef, lists: ChoiceLists) => !!d.list && (lists[d.list] ?? []).some((c) => c.etc);

/** graphql: an input (or input-and-view) class; view: GraphQL fields only; rest: validation only, multiple choices as text. */
type Door = 'graphql' | 'view' | 'rest';
type Decorate = (target: object, key: string) => void;
const apply = (Cls: Function, key: string, ...decorators: Decorate[]) => decorators.forEach((d) => d(Cls.prototype, key));

/**
 * Declares the fields on an input or view class: GraphQL fields (GraphQL door) and class-validator rules, all
 * optional (a draft may be partial: what a submission needs is checked by the service). On the REST door a
 * multiple choice is a comma-joined string.
 */
export function declareFields(Cls: Function, defs: readonly FieldDef[], lists: ChoiceLists, door: Door): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const d of defs) {
    labels[d.name] = d.label;
    const field = (label: string, type: ReturnTypeFunc) => Field(type, { nullable: true, description: label }) as Decorate;
    if (door === 'view') {
      apply(Cls, d.name, field(d.label, d.kind === 'multi' ? () => [String] : d.kind === 'int' ? () => Int : () => String));
      if (hasEtc(d, lists)) apply(Cls, etcName(d), field(`기타 ${d.label}`, () => String));
      continue;
    }
    const gql = (type: ReturnTypeFunc) => (door === 'graphql' ? [field(d.label, type)] : []);
    switch (d.kind) {
      case 'int':
        apply(Cls, d.name, ...gql(() => Int), IsOptional(), IsInt({ message: formatMessage(d.label) }), Min(0), Max(999));
        break;
      case 'date':
        apply(Cls, d.name, ...gql(() => String), IsOptional(), IsString(), Matches(DATE, { message: formatMessage(d.label) }));
        break;
      case 'multi':
        if (door === 'graphql') apply(Cls, d.name, ...gql(() => [String]), IsOptional(), IsArray(), ArrayMaxSize(MULTI_MAX), IsString({ each: true }), MaxLength(CODE_MAX, { each: true }));
        else apply(Cls, d.name, IsOptional(), IsString(), MaxLength(MULTI_MAX * (CODE_MAX + 1)));
        break;
      default:
        apply(Cls, d.name, ...gql(() => String), IsOptional(), IsString(), MaxLength(d.kind === 'long' ? LONG_MAX : d.kind === 'choice' ? CODE_MAX : TEXT_MAX));
    }
    if (hasEtc(d, lists)) {
      labels[etcName(d)] = `기타 ${d.label}`;
      apply(Cls, etcName(d), ...(door === 'graphql' ? [Field(() => String, { nullable: true, description: `기타 ${d.label}` }) as Decorate] : []), IsOptional(), IsString(), MaxLength(TEXT_MAX));
    }
  }
  return labels;
}

/** The entity's columns for these fields (snake_case names from MikroORM's naming strategy). */
export function declareColumns(Entity: Function, defs: readonly FieldDef[], lists: ChoiceLists): void {
  const column = (kind: FieldKind) => (kind === 'multi' ? 'text[]' : kind === 'int' ? 'smallint' : kind === 'date' ? 'date' : 'text');
  for (const d of defs) {
    Property({ type: column(d.kind), nullable: true })(Entity.prototype, d.name);
    if (hasEtc(d, lists)) Property({ type: 'text', nullable: true })(Entity.prototype, etcName(d));
  }
}

/** The names a table's values are copied under (fields and their Etc twins). */
export const namesOf = (defs: readonly FieldDef[], lists: ChoiceLists): string[] => defs.flatMap((d) => (hasEtc(d, lists) ? [d.name, etcName(d)] : [d.name]));

/**
 * Keeps only this table's fields, with empty strings and empty lists dropped (they mean "not answered") and an Etc
 * text dropped when its 기타 choice is not picked (it would otherwise linger, unseen, after the choice changed).
 */
export function pick(values: object | undefined | null, defs: readonly FieldDef[], lists: ChoiceLists): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const v = (values ?? {}) as Record<string, unknown>;
  for (const name of namesOf(defs, lists)) {
    const x = typeof v[name] === 'string' ? (v[name] as string).trim() : v[name];
    if (!(x === '' || x === null || x === undefined || (Array.isArray(x) && !x.length))) out[name] = x;
  }
  for (const d of defs) {
    if (!hasEtc(d, lists)) continue;
    const picked = [out[d.name]].flat();
    if (!picked.some((code) => lists[d.list!].find((c) => c.code === code)?.etc)) delete out[etcName(d)];
  }
  return out;
}

const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * Every value a choice list knows, each date a real day, and the Etc text given when 기타 is picked (400 with a
 * Korean message naming the field). `path` prefixes the field in the error (`schoolLife.`).
 */
export function checkValues(values: Record<string, unknown>, defs: readonly FieldDef[], lists: ChoiceLists, path = ''): void {
  for (const d of defs) {
    const v = values[d.name];
    if (v === undefined) continue;
    const field = path + d.name;
    if (d.kind === 'date' && !realDate(v as string)) throw Errors.badInput(formatMessage(d.label), { field });
    if (d.kind !== 'choice' && d.kind !== 'multi') continue;
    const list = lists[d.list!] ?? [];
    const picked = Array.isArray(v) ? (v as string[]) : [v as string];
    if (new Set(picked).size !== picked.length) throw Errors.badInput(`${d.label}에 같은 선택지가 두 번 있습니다.`, { field });
    for (const code of picked) if (!list.some((c) => c.code === code)) throw Errors.badInput(`${d.label}의 선택지가 올바르지 않습니다: ${code}`, { field });
    if (picked.some((code) => list.find((c) => c.code === code)?.etc) && !values[etcName(d)])
      throw Errors.badInput(`기타 ${d.label}을(를) 입력해주세요.`, { field: path + etcName(d) });
  }
}

/** REST → service: comma-joined multiple choices split (SPEC §4). */
export function splitMulti(values: object | undefined, defs: readonly FieldDef[]): Record<string, unknown> | undefined {
  if (!values) return undefined;
  const out: Record<string, unknown> = { ...values };
  for (const d of defs)
    if (d.kind === 'multi' && typeof out[d.name] === 'string')
      out[d.name] = (out[d.name] as string).split(',').map((s) => s.trim()).filter(Boolean);
  return out;
}

/** Service → REST: multiple choices comma-joined. */
export function joinMulti<T extends object>(values: T | undefined, defs: readonly FieldDef[]): T | undefined {
  if (!values) return undefined;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const d of defs) if (d.kind === 'multi' && Array.isArray(out[d.name])) out[d.name] = (out[d.name] as string[]).join(',');
  return out as T;
}

/** The JSON Schema of these fields as REST answers them (for the OpenAPI document). */
export function restSchema(defs: readonly FieldDef[], lists: ChoiceLists): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const d of defs) {
    properties[d.name] =
      d.kind === 'int'
        ? { type: 'integer', description: d.label }
        : { type: 'string', description: d.kind === 'multi' ? `${d.label} (쉼표로 이은 코드)` : d.kind === 'date' ? `${d.label} (YYYY-MM-DD)` : d.label };
    if (hasEtc(d, lists)) properties[etcName(d)] = { type: 'string', description: `기타 ${d.label}` };
  }
  return properties;
}
