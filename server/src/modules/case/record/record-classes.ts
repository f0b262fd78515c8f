import { Entity, Index, ManyToOne, PrimaryKey, Property, type EntityClass } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { liveIndex, ownerIndex } from '../../../platform/db/live-index.js';
import type { JsonSchema } from '../../../platform/http/contract.js';
import { Labels } from '../../../platform/validation.js';
import { Request } from '../../request/request.entity.js';
import { declareColumns, declareInputs, declareViews, restProperties } from '../field-kit.js';
import { CaseRecordAbilities, LIST_ID, RECORD_STYLE, type RecordInput, type RecordSpec, type RecordView } from './record-spec.js';

/**
 * The classes the kit (record-kit.ts) makes of a record's spec (record-spec.ts): its entity, its GraphQL input and
 * view types, and the JSON Schema of its REST answers; the fields come from its table through ../field-kit.ts.
 */

// ---- small helpers ------------------------------------------------------------------------------------------------

const named = <T extends Function>(name: string, cls: T): T => Object.defineProperty(cls, 'name', { value: name });
// decorators applied by hand, as TypeScript would apply them to a written-out class
type AnyDecorator = (target: any, prop: string) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
const decorate = (cls: Function, prop: string, ...ds: AnyDecorator[]) => {
  for (const d of ds) d(cls.prototype, prop);
};

// ---- the classes of a record --------------------------------------------------------------------------------------

export function entityClass(spec: RecordSpec): EntityClass<unknown> {
  const E = named(spec.name, class {});
  decorate(E, 'id', PrimaryKey({ type: 'integer', autoincrement: true }));
  decorate(E, 'request', ManyToOne(() => Request, { fieldName: 'request_id' }));
  decorate(E, 'isDone', Property({ type: 'string', length: 1, default: 'N' }));
  declareColumns(E, { ...spec.fields, ...spec.system }, RECORD_STYLE);
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
  Index(ownerIndex(spec.table, 'request_id'))(E); // the destruction job deletes a case's records, deleted ones too
  for (const ix of spec.indexes ?? []) Index(ix)(E);
  Entity({ tableName: spec.table })(E);
  return E as EntityClass<unknown>;
}

export function inputClass(spec: RecordSpec): ClassType<RecordInput> {
  const I = named(`${spec.name}Input`, class {});
  decorate(I, 'requestId', Field(() => Int, { nullable: true, description: '사례 (의뢰) ID: 등록할 때 필요' }), IsOptional(), IsInt({ message: '사례를 선택해주세요.' }), Min(1, { message: '사례를 선택해주세요.' }));
  decorate(I, 'isDone', Field(() => String, { nullable: true, description: 'Y 작성 완료 (필수 항목 확인), N 임시 저장 (기본)' }), IsOptional(), IsIn(['Y', 'N'], { message: '작성 완료 여부는 Y 또는 N이어야 합니다.' }));
  const labels = declareInputs(I, spec.fields, RECORD_STYLE);
  Labels({ ...LIST_ID, ...labels })(I);
  InputType(`${spec.name}Input`, { description: `${spec.title} 입력 (임시 저장은 일부만, 작성 완료는 필수 항목까지)` })(I);
  return I as unknown as ClassType<RecordInput>;
}

export function viewClass(spec: RecordSpec): ClassType<RecordView> {
  const V = named(`${spec.name}View`, class {});
  decorate(V, 'id', Field(() => Int));
  decorate(V, 'requestId', Field(() => Int));
  decorate(V, 'isDone', Field(() => String, { description: 'Y 작성 완료, N 임시 저장' }));
  declareViews(V, { ...spec.fields, ...spec.system });
  decorate(V, 'createdAt', Field(() => Date));
  decorate(V, 'updatedAt', Field(() => Date));
  decorate(V, 'submittedAt', Field(() => Date, { nullable: true, description: '작성 완료한 때' }));
  decorate(V, 'can', Field(() => CaseRecordAbilities, { description: '호출한 사용자가 할 수 있는 일' }));
  ObjectType(spec.name, { description: spec.title })(V);
  return V as unknown as ClassType<RecordView>;
}

/** The REST JSON of a record as JSON Schema: the view's fields, with each multiple choice a comma-joined string. */
export function restSchema(spec: RecordSpec): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    requestId: { type: 'integer' },
    isDone: { type: 'string', enum: ['Y', 'N'] },
  };
  Object.assign(properties, restProperties({ ...spec.fields, ...spec.system }, RECORD_STYLE));
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
export const pageSchema = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    content: { type: 'array', items: item },
    ...Object.fromEntries(PAGE_FIELDS.map((k) => [k, { type: 'integer' }])),
    ...Object.fromEntries(['totalCapped', 'empty', 'first', 'last'].map((k) => [k, { type: 'boolean' }])),
  },
  required: ['content', ...PAGE_FIELDS, 'totalCapped', 'empty', 'first', 'last'],
});

