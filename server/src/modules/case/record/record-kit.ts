import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClassType } from 'type-graphql';
import { logAccess, type AccessAction } from '../../../platform/access-log.js';
import { requireUser } from '../../../platform/auth/access.js';
import { now } from '../../../platform/clock.js';
import type { Ctx } from '../../../platform/context.js';
import { all, paginateRows, part, readRows, withoutNulls, type Sql } from '../../../platform/db/read.js';
import { AppError, Errors } from '../../../platform/errors.js';
import type { JsonSchema } from '../../../platform/http/contract.js';
import { PageOf, type Page } from '../../../platform/paging.js';
import type { Request } from '../../request/request.entity.js';
import type { RequestStatus } from '../../request/request.lifecycle.js';
import { caseFacts, caseForRead, caseForWrite } from '../case.access.js';
import { caseRecordPolicy, OPEN } from './case-record.policy.js';
import { checkFields, cleanValues, column, joinList } from '../field-kit.js';
import { entityClass, inputClass, pageSchema, restSchema, viewClass } from './record-classes.js';
import { recordMessages } from './record-messages.js';
import { RECORD_STYLE, type CaseRecordOutcome, type CaseRecordQuery, type RecordInput, type RecordSpec, type RecordValues, type RecordView } from './record-spec.js';

/**
 * What the case records (CGI, case minutes, case management log, closing report) have in common, written once: each
 * record is a table of fields as data (`FieldSpec`), from which this kit makes its entity, its GraphQL input and view
 * types and its REST JSON, and serves list-by-case (paged), read, create, update and soft delete through
 * ../case.access.ts. Shared rules:
 * - drafts (isDone N) may be partial; submitting (isDone Y) requires the fields marked `submit`;
 * - a choice marked `etc` (기타) takes the field's Etc text, required on submit, dropped when 기타 is not chosen;
 * - multiple choices are arrays in GraphQL and comma-joined strings in REST (SPEC §4), stored as text[];
 * - every read goes through caseForRead (access log), every change through caseForWrite in one transaction.
 */

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
    const clean = cleanValues(input, spec.fields, RECORD_STYLE);
    return { isDone: input.isDone ?? 'N', ...Object.fromEntries(Object.keys(spec.fields).map((prop) => [prop, clean[prop] ?? null])) };
  }

  const checkSubmit = (v: RecordValues) => checkFields(v, spec.fields, RECORD_STYLE, { submit: v.isDone === 'Y' });

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
