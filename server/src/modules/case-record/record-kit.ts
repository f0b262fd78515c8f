import { Entity, Index, ManyToOne, PrimaryKey, Property, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ArgsType, Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { logAccess, type AccessAction, type AccessSubject } from '../../platform/access-log.js';
import { requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { liveIndex } from '../../platform/db/live-index.js';
import { all, paginateRows, part, readRows, withoutNulls, type Sql } from '../../platform/db/read.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { JsonSchema } from '../../platform/http/contract.js';
import { PageArgs, PageOf, type Page } from '../../platform/paging.js';
import { Labels } from '../../platform/validation.js';
import { Request } from '../request/request.entity.js';
import type { RequestStatus } from '../request/request.lifecycle.js';
import { caseFacts, caseForRead, caseForWrite } from './case-access.js';
import { caseRecordPolicy, OPEN } from './case-record.policy.js';
import { CHOICES, codesOf } from './choices.js';
import { recordMessages } from './record-messages.js';

/**
 * What the case records (CGI, case minutes, case management log, closing report) have in common, written once: each
 * record is a table of fields as data (`FieldSpec`), from which this kit makes its entity, its GraphQL input and view
 * types and its REST JSON, and serves list-by-case (paged), read, create, update and soft delete through
 * case-access.ts. Shared rules:
 * - drafts (isDone N) may be partial; submitting (isDone Y) requires the fields marked `submit`;
 * - a choice marked `etc` (기타) takes the field's Etc text, required on submit, dropped when 기타 is not chosen;
 * - multiple choices are arrays in GraphQL and comma-joined strings in REST (SPEC §4), stored as text[];
 * - every read goes through caseForRead (access log), every change through caseForWrite in one transaction.
 */

export type YN = 'Y' | 'N';

interface Common {
  label: string;
  /** Required when the record is submitted (isDone Y). */
  submit?: boolean;
  description?: string;
}
export type FieldSpec = Common &
  (
    | { kind: 'text'; max: number }
    | { kind: 'date' }
    /** `list`: a choice list of CHOICES naming each value (CGI's scales), for the form. */
    | { kind: 'int'; min: number; max: number; list?: string }
    /** One code of CHOICES[list]; `etc` names the text field for its 기타 choice. */
    | { kind: 'choice'; list: string; etc?: string }
    | { kind: 'choices'; list: string; etc?: string }
  );
export type Fields = Record<string, FieldSpec>;

export interface RecordSpec {
  /** Entity and GraphQL type name (`Cgi`, `CaseMinutes`). */
  name: string;
  table: string;
  /** Access-log subject and REST path segment (`cgi`, `case-minutes`). */
  subject: AccessSubject;
  /** Korean name, for messages and descriptions. */
  title: string;
  fields: Fields;
  /** Fields the record's own commands set (shown, never written through the form). */
  system?: Fields;
  /** Case states in which the record may be written (default: a running case). */
  writableIn?: ReadonlySet<RequestStatus>;
  /**
   * Copy the case's placement (school, center, 시도, requester) onto each row, so a statistic over the records can be
   * scoped and filtered off one index of this table (request.statistics.ts), without a join per row.
   */
  placed?: boolean;
  /** Extra indexes (unique rules, statistics). */
  indexes?: { name: string; expression: string }[];
  /** Record rules beyond the field table, checked in the write transaction before the change (400/409). */
  check?: (em: EntityManager, values: RecordValues, at: { requestId: number; id?: number; before?: RecordValues }) => Promise<void> | void;
  /**
   * What the caller may do to one record, from the case-wide answer (`base`: the caller writes this case's records
   * and the case takes them now) and the record (the closing report: edit only a draft, cancel a submitted one).
   */
  abilities?: (v: RecordView, at: { base: CaseRecordAbilities; mayWrite: boolean; status: RequestStatus }) => CaseRecordAbilities;
}

export type RecordValues = Record<string, unknown> & { isDone?: YN };
/** A record's input as parsed (GraphQL or REST). */
export type RecordInput = RecordValues & { requestId?: number };
/** A record as the API shows it (GraphQL view; REST joins its lists). */
export type RecordView = Record<string, unknown> & { id: number; requestId: number; isDone: YN; can?: CaseRecordAbilities };

// ---- small helpers ------------------------------------------------------------------------------------------------

const column = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const named = <T extends Function>(name: string, cls: T): T => Object.defineProperty(cls, 'name', { value: name });
// decorators applied by hand, as TypeScript would apply them to a written-out class
type AnyDecorator = (target: any, prop: string) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
const decorate = (cls: Function, prop: string, ...ds: AnyDecorator[]) => {
  for (const d of ds) d(cls.prototype, prop);
};
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);
/** Whether a value (one code or a list) includes a 기타 choice of the list. */
const etcChosen = (list: string, value: unknown) => ([] as unknown[]).concat(value ?? []).some((code) => (CHOICES[list] ?? []).some((c) => c.etc && c.code === code));
const choiceWord = (label: string) => `${label}을(를) 목록에서 선택해주세요.`;

/** REST: "A,B" → ['A', 'B'] (an empty string is no choice); an array passes as it is. */
export const splitList = (v: unknown): unknown => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v);
/** REST: ['A', 'B'] → "A,B". */
export const joinList = (v: unknown): unknown => (Array.isArray(v) ? v.join(',') : v);

const LIST_ID = { requestId: '사례', isDone: '작성 완료 여부', page: '페이지', size: '페이지 크기' };

/** GET svs-u/<record>?requestId=…&page=…&size=…, and the GraphQL list arguments. */
@Labels(LIST_ID)
@ArgsType()
export class CaseRecordQuery extends PageArgs {
  @Field(() => Int, { description: '사례 (의뢰) ID' })
  @Type(() => Number)
  @IsInt({ message: '사례를 선택해주세요.' })
  @Min(1, { message: '사례를 선택해주세요.' })
  requestId!: number;
}

@ObjectType('CaseRecordOutcome', { description: '사례 기록 변경의 결과' })
export class CaseRecordOutcome {
  @Field(() => Int) id!: number;
  @Field(() => String) message!: string;
}

/** The policy's answers for one record, served with it so the client shows a command only when it will work. */
@ObjectType('CaseRecordAbilities', { description: '호출한 사용자가 이 기록에 할 수 있는 일' })
export class CaseRecordAbilities {
  @Field(() => Boolean, { description: '수정' }) edit!: boolean;
  @Field(() => Boolean, { description: '삭제' }) delete!: boolean;
  @Field(() => Boolean, { description: '제출 취소 (종결보고서)' }) cancel!: boolean;
}


// ---- the classes of a record --------------------------------------------------------------------------------------

function entityClass(spec: RecordSpec): EntityClass<unknown> {
  const E = named(spec.name, class {});
  decorate(E, 'id', PrimaryKey({ type: 'integer', autoincrement: true }));
  decorate(E, 'request', ManyToOne(() => Request, { fieldName: 'request_id' }));
  decorate(E, 'isDone', Property({ type: 'string', length: 1, default: 'N' }));
  for (const [prop, f] of Object.entries({ ...spec.fields, ...spec.system })) {
    const fieldName = column(prop);
    const p =
      f.kind === 'text'
        ? f.max > 1000 ? { type: 'text' } : { type: 'string', length: f.max }
        : f.kind === 'date'
          ? { type: 'date' }
          : f.kind === 'int'
            ? { type: 'integer' }
            : f.kind === 'choice'
              ? { type: 'string', length: 40 }
              : { type: 'string[]' };
    decorate(E, prop, Property({ ...p, fieldName, nullable: true }));
  }
  if (spec.placed) {
    decorate(E, 'schoolId', Property({ type: 'string', length: 20 }));
    decorate(E, 'centerId', Property({ type: 'integer', nullable: true }));
    decorate(E, 'sdCode', Property({ type: 'string', length: 2 }));
    decorate(E, 'requesterId', Property({ type: 'integer' }));
  }
  decorate(E, 'createdBy', Property({ type: 'integer' }));
  decorate(E, 'createdAt', Property({ type: 'datetime' }));
  decorate(E, 'updatedAt', Property({ type: 'datetime' }));
  decorate(E, 'submittedAt', Property({ type: 'datetime', nullable: true }));
  decorate(E, 'deletedAt', Property({ type: 'datetime', nullable: true }));
  decorate(E, 'deletedBy', Property({ type: 'integer', nullable: true }));
  // the case's records, newest first (the list by requestId)
  Index(liveIndex(spec.table, 'request_id', 'id'))(E);
  for (const ix of spec.indexes ?? []) Index(ix)(E);
  Entity({ tableName: spec.table })(E);
  return E as EntityClass<unknown>;
}

function inputClass(spec: RecordSpec): ClassType<RecordInput> {
  const I = named(`${spec.name}Input`, class {});
  decorate(I, 'requestId', Field(() => Int, { nullable: true, description: '사례 (의뢰) ID: 등록할 때 필요' }), IsOptional(), IsInt({ message: '사례를 선택해주세요.' }), Min(1, { message: '사례를 선택해주세요.' }));
  decorate(I, 'isDone', Field(() => String, { nullable: true, description: 'Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본)' }), IsOptional(), IsIn(['Y', 'N'], { message: '작성 완료 여부는 Y 또는 N이어야 합니다.' }));
  for (const [prop, f] of Object.entries(spec.fields)) {
    const desc = { nullable: true, description: f.description ?? f.label };
    if (f.kind === 'text') decorate(I, prop, Field(() => String, desc), IsOptional(), IsString(), MaxLength(f.max));
    if (f.kind === 'date') decorate(I, prop, Field(() => String, { ...desc, description: `${f.label} (YYYY-MM-DD)` }), IsOptional(), IsString(), Matches(DATE, { message: `${f.label} 형식이 맞지 않습니다.` }));
    if (f.kind === 'int') {
      const message = `${f.label}은(는) ${f.min}에서 ${f.max} 사이여야 합니다.`;
      decorate(I, prop, Field(() => Int, desc), IsOptional(), IsInt({ message }), Min(f.min, { message }), Max(f.max, { message }));
    }
    if (f.kind === 'choice') decorate(I, prop, Field(() => String, { ...desc, description: `${f.label}: caseRecordChoices의 ${f.list}` }), IsOptional(), IsString(), IsIn(codesOf(f.list), { message: choiceWord(f.label) }));
    if (f.kind === 'choices') {
      decorate(
        I,
        prop,
        Field(() => [String], { ...desc, description: `${f.label}: caseRecordChoices의 ${f.list} (여러 개; REST는 쉼표로 이은 문자열)` }),
        IsOptional(),
        Transform(({ value }) => splitList(value)),
        IsArray({ message: choiceWord(f.label) }),
        ArrayMaxSize(codesOf(f.list).length, { message: choiceWord(f.label) }),
        IsIn(codesOf(f.list), { each: true, message: choiceWord(f.label) }),
        // REST sends the codes comma-joined (SPEC §4); an array is accepted too
        JSONSchema((s) => ({ anyOf: [{ type: 'string', description: '쉼표로 이은 코드 (예: A,B)' }, s] }) as never) as AnyDecorator,
      );
    }
  }
  Labels({ ...LIST_ID, ...Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, f.label])) })(I);
  InputType(`${spec.name}Input`, { description: `${spec.title} 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지)` })(I);
  return I as unknown as ClassType<RecordInput>;
}

function viewClass(spec: RecordSpec): ClassType<RecordView> {
  const V = named(`${spec.name}View`, class {});
  decorate(V, 'id', Field(() => Int));
  decorate(V, 'requestId', Field(() => Int));
  decorate(V, 'isDone', Field(() => String, { description: 'Y 작성 완료, N 임시 저장' }));
  for (const [prop, f] of Object.entries({ ...spec.fields, ...spec.system })) {
    const type = f.kind === 'int' ? Int : f.kind === 'choices' ? [String] : String;
    decorate(V, prop, Field(() => type, { nullable: true, description: f.description ?? f.label }));
  }
  decorate(V, 'createdAt', Field(() => Date));
  decorate(V, 'updatedAt', Field(() => Date));
  decorate(V, 'submittedAt', Field(() => Date, { nullable: true, description: '작성 완료한 때' }));
  decorate(V, 'can', Field(() => CaseRecordAbilities, { description: '호출한 사용자가 할 수 있는 일' }));
  ObjectType(spec.name, { description: spec.title })(V);
  return V as unknown as ClassType<RecordView>;
}

/** The REST JSON of a record as JSON Schema: the view's fields, with each multiple choice a comma-joined string. */
function restSchema(spec: RecordSpec): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    requestId: { type: 'integer' },
    isDone: { type: 'string', enum: ['Y', 'N'] },
  };
  for (const [prop, f] of Object.entries({ ...spec.fields, ...spec.system }))
    properties[prop] =
      f.kind === 'int'
        ? { type: 'integer', description: f.label }
        : f.kind === 'choices'
          ? { type: 'string', description: `${f.label}: 쉼표로 이은 코드 (caseRecordChoices의 ${f.list})` }
          : { type: 'string', description: f.label };
  for (const d of ['createdAt', 'updatedAt', 'submittedAt']) properties[d] = { type: 'string', format: 'date-time' };
  properties.can = {
    type: 'object',
    description: '호출한 사용자가 할 수 있는 일',
    properties: { edit: { type: 'boolean' }, delete: { type: 'boolean' }, cancel: { type: 'boolean' } },
    required: ['edit', 'delete', 'cancel'],
  };
  return { type: 'object', properties, required: ['id', 'requestId', 'isDone', 'createdAt', 'updatedAt', 'can'] };
}

const PAGE_FIELDS = ['totalElements', 'pageSize', 'pagingSize', 'current', 'totalPages', 'startPage', 'endPage'];
const pageSchema = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: item },
    ...Object.fromEntries(PAGE_FIELDS.map((k) => [k, { type: 'integer' }])),
    ...Object.fromEntries(['totalCapped', 'empty', 'first', 'last'].map((k) => [k, { type: 'boolean' }])),
  },
  required: ['content', ...PAGE_FIELDS, 'totalCapped', 'empty', 'first', 'last'],
});

// ---- the record ---------------------------------------------------------------------------------------------------

export interface CaseRecordKind {
  spec: RecordSpec;
  Entity: EntityClass<unknown>;
  Input: ClassType<RecordInput>;
  View: ClassType<RecordView>;
  Page: ClassType<Page<RecordView>>;
  /** REST answer schemas (lists comma-joined). */
  rest: { view: JsonSchema; page: JsonSchema };
  /** The REST JSON of a view: its lists comma-joined. */
  restView: (v: RecordView) => Record<string, unknown>;
  restPage: (p: Page<RecordView>) => Page<Record<string, unknown>>;
  list: (ctx: Ctx, q: CaseRecordQuery) => Promise<Page<RecordView>>;
  get: (ctx: Ctx, id: number) => Promise<RecordView>;
  create: (ctx: Ctx, input: RecordInput) => Promise<RecordView>;
  update: (ctx: Ctx, id: number, input: RecordInput) => Promise<RecordView>;
  remove: (ctx: Ctx, id: number) => Promise<CaseRecordOutcome>;
  /** A change of the record by its own command (closing report cancel): find, the case for writing, apply, log. */
  change: (ctx: Ctx, id: number, apply: (values: RecordValues, em: EntityManager, request: Request) => Promise<void> | void, detail: string, writableIn?: ReadonlySet<RequestStatus>) => Promise<RecordView>;
  /** The select list of the view (alias t), for other read models. */
  select: string;
}

export function defineCaseRecord(spec: RecordSpec): CaseRecordKind {
  const Entity = entityClass(spec);
  const Input = inputClass(spec);
  const View = viewClass(spec);
  const Page = PageOf(View, `${spec.name}Page`) as unknown as ClassType<Page<RecordView>>;
  const all_ = { ...spec.fields, ...spec.system };
  const writable = spec.writableIn ?? OPEN;

  const select = [
    't.id',
    't.request_id as "requestId"',
    't.is_done as "isDone"',
    ...Object.entries(all_).map(([prop, f]) => (f.kind === 'date' ? `to_char(t.${column(prop)}, 'YYYY-MM-DD') as "${prop}"` : `t.${column(prop)} as "${prop}"`)),
    't.created_at as "createdAt"',
    't.updated_at as "updatedAt"',
    't.submitted_at as "submittedAt"',
  ].join(', ');
  /** The row as the API shows it, with what the caller may do to it (from the case it read or locked). */
  const viewer = (ctx: Ctx, r: Request) => {
    const facts = caseFacts(r);
    const mayWrite = caseRecordPolicy.write(requireUser(ctx.principal), facts);
    const w = mayWrite && writable.has(r.status);
    const base = { edit: w, delete: w, cancel: false };
    return (row: RecordView): RecordView => {
      const v = withoutNulls(row);
      return { ...v, can: spec.abilities ? spec.abilities(v, { base, mayWrite, status: r.status }) : base };
    };
  };
  const lists = Object.entries(all_).filter(([, f]) => f.kind === 'choices').map(([k]) => k);
  const restView = (v: RecordView) => ({ ...v, ...Object.fromEntries(lists.filter((k) => v[k] !== undefined).map((k) => [k, joinList(v[k])])) });

  const readOne = async (em: EntityManager, id: number) => {
    const [row] = await readRows<RecordView>(em, { text: `select ${select} from ${spec.table} t where t.id = ? and t.deleted_at is null`, values: [id] });
    return row;
  };
  /** The case a live record belongs to (404 when there is none). */
  const requestOf = async (em: EntityManager, id: number) => {
    const [hit] = await readRows<{ requestId: number }>(em, { text: `select request_id as "requestId" from ${spec.table} where id = ? and deleted_at is null`, values: [id] });
    if (!hit) throw Errors.notFound();
    return Number(hit.requestId);
  };

  /** The live record, after its case was locked (deleted meanwhile by a command that held the lock first: 404). */
  const live = async (em: EntityManager, id: number) => {
    const e = await em.findOne(Entity, { id, deletedAt: null } as never);
    if (!e) throw Errors.notFound();
    return e;
  };

  /** The form's values as stored: every field given (PUT replaces the form), 기타 text only with 기타 chosen. */
  function valuesOf(input: RecordInput): RecordValues {
    const v: RecordValues = { isDone: input.isDone ?? 'N' };
    for (const prop of Object.keys(spec.fields)) {
      const given = input[prop];
      v[prop] = blank(given) ? null : typeof given === 'string' ? given.trim() : Array.isArray(given) ? [...new Set(given)] : given;
    }
    for (const [prop, f] of Object.entries(spec.fields)) {
      // 기타 text is kept only while 기타 is chosen
      if ((f.kind === 'choice' || f.kind === 'choices') && f.etc && !etcChosen(f.list, v[prop])) v[f.etc] = null;
    }
    return v;
  }

  function checkSubmit(v: RecordValues) {
    if (v.isDone !== 'Y') return;
    for (const [prop, f] of Object.entries(spec.fields)) {
      if (f.submit && blank(v[prop])) throw Errors.badInput(f.kind === 'choice' || f.kind === 'choices' ? choiceWord(f.label) : `${f.label}을(를) 입력해주세요.`, { field: prop });
      if ((f.kind === 'choice' || f.kind === 'choices') && f.etc && etcChosen(f.list, v[prop]) && blank(v[f.etc]))
        throw Errors.badInput(`${f.label}의 기타 내용을 입력해주세요.`, { field: f.etc });
    }
  }

  async function log(ctx: Ctx, em: EntityManager, action: AccessAction, id: number, detail?: string) {
    await logAccess({ ...ctx, em }, { action, subjectType: spec.subject, subjectId: id, detail });
  }

  const kind: CaseRecordKind = {
    spec,
    Entity,
    Input,
    View,
    Page,
    rest: { view: restSchema(spec), page: pageSchema(restSchema(spec)) },
    restView,
    restPage: (p) => ({ ...p, content: p.content.map(restView) }),
    select,

    async list(ctx, q) {
      const r = await caseForRead(ctx, q.requestId, spec.subject);
      const where: Sql = all([part('t.request_id = ?', q.requestId), part('t.deleted_at is null')]);
      return paginateRows(ctx.em, { select, from: `${spec.table} t`, where, orderBy: 't.id desc' }, q, viewer(ctx, r));
    },

    async get(ctx, id) {
      const r = await caseForRead(ctx, await requestOf(ctx.em, id), spec.subject, id);
      return viewer(ctx, r)(await readOne(ctx.em, id));
    },

    async create(ctx, input) {
      const p = requireUser(ctx.principal);
      if (!input.requestId) throw Errors.badInput('사례를 선택해주세요.', { field: 'requestId' });
      const requestId = input.requestId;
      const values = valuesOf(input);
      return ctx.em.transactional(async (em) => {
        const r = await caseForWrite(ctx, em, requestId, writable);
        checkSubmit(values);
        await spec.check?.(em, values, { requestId });
        const at = now();
        const placement = spec.placed ? { schoolId: r.school.id, centerId: r.center?.id ?? null, sdCode: r.sdCode, requesterId: r.requester.id } : {};
        const e = em.create(Entity, { ...values, ...placement, request: r, createdBy: p.accountId, createdAt: at, updatedAt: at, submittedAt: values.isDone === 'Y' ? at : null } as never) as { id: number };
        await em.persist(e).flush();
        await log(ctx, em, 'CREATE', e.id, values.isDone === 'Y' ? '작성 완료' : '임시 저장');
        return viewer(ctx, r)(await readOne(em, e.id));
      });
    },

    async update(ctx, id, input) {
      const values = valuesOf(input);
      return ctx.em.transactional(async (em) => {
        const requestId = await requestOf(em, id);
        if (input.requestId && input.requestId !== requestId) throw Errors.badInput('다른 사례의 기록입니다.', { field: 'requestId' });
        const r = await caseForWrite(ctx, em, requestId, writable);
        const e = (await live(em, id)) as RecordValues & { submittedAt?: Date | null; updatedAt: Date };
        checkSubmit(values);
        await spec.check?.(em, values, { requestId, id, before: e });
        const at = now();
        Object.assign(e, values, { updatedAt: at, submittedAt: values.isDone === 'Y' ? (e.isDone === 'Y' ? e.submittedAt : at) : null });
        await em.flush();
        await log(ctx, em, 'UPDATE', id, values.isDone === 'Y' ? '작성 완료' : '임시 저장');
        return viewer(ctx, r)(await readOne(em, id));
      });
    },

    async remove(ctx, id) {
      const p = requireUser(ctx.principal);
      return ctx.em.transactional(async (em) => {
        await caseForWrite(ctx, em, await requestOf(em, id), writable);
        const e = (await live(em, id)) as { deletedAt?: Date; deletedBy?: number };
        Object.assign(e, { deletedAt: now(), deletedBy: p.accountId });
        await em.flush();
        await log(ctx, em, 'DELETE', id);
        return { id, message: recordMessages.deleted };
      });
    },

    async change(ctx, id, apply, detail, writableIn = writable) {
      return ctx.em.transactional(async (em) => {
        const r = await caseForWrite(ctx, em, await requestOf(em, id), writableIn);
        const e = (await live(em, id)) as RecordValues;
        await apply(e, em, r);
        e.updatedAt = now();
        await em.flush();
        await log(ctx, em, 'UPDATE', id, detail);
        return viewer(ctx, r)(await readOne(em, id));
      });
    },
  };
  return kind;
}

/** 409 when the case already holds a live record matching `where` (one CGI per test, one closing report per case). */
export async function refuseSecond(em: EntityManager, table: string, where: Sql, exceptId: number | undefined, code: string, message: string): Promise<void> {
  const w = all([where, part('deleted_at is null'), exceptId !== undefined && part('id <> ?', exceptId)]);
  const [hit] = await readRows<{ id: number }>(em, { text: `select id from ${table} where ${w.text} limit 1`, values: w.values });
  if (hit) throw new AppError(409, code, message);
}
