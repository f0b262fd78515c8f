import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage as getValidationStorage, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import {
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { getMetadataStorage as getGraphqlStorage, type ClassType } from 'type-graphql';
import { isObjectShape, type JsonSchema, type Shape } from './contract.js';

/**
 * The JSON Schemas of the OpenAPI document (openapi.ts assembles the document): an input class as parseInput()
 * enforces it, from its class-validator metadata (class-validator-jsonschema), and an answer from the GraphQL type of
 * its view class, each a named component under #/components/schemas.
 */

/**
 * `Type.field` of every field that a GraphQL field resolver adds (`Account.can`, `School.centers`): answered by
 * GraphQL only, absent from the REST views.
 */
function graphqlOnlyFields(): Set<string> {
  const g = getGraphqlStorage();
  const nameOf = (target: Function | undefined) => g.objectTypes.find((t) => t.target === target)?.name;
  return new Set(
    g.fieldResolvers.map((r) => `${nameOf(r.getObjectType?.() as Function | undefined)}.${r.schemaName}`).filter((k) => !k.startsWith('undefined.')),
  );
}

const REF = '#/components/schemas/';
/** A reference to the named component. */
export const ref = (name: string) => ({ $ref: REF + name });

/** The `Error` component: the body of every error answer (http/errors.ts), with the request's id (http/observe.ts). */
const errorSchema: JsonSchema = {
  type: 'object',
  description: '모든 오류 응답의 형식. code는 변하지 않는 식별자, message는 화면에 그대로 보여줄 한국어 문장입니다.',
  properties: {
    code: { type: 'string', description: '변하지 않는 오류 코드 (예: BAD_USER_INPUT)' },
    message: { type: 'string', description: '사용자에게 보여줄 한국어 메시지' },
    details: {
      type: 'object',
      description: '추가 정보. 입력값 오류는 문제가 된 항목을 field에 담습니다.',
      properties: { field: { type: 'string' } },
    },
    requestId: {
      type: 'string',
      format: 'uuid',
      description: '요청 ID: 응답 헤더 X-Request-Id와 같은 값이며 서버 로그의 reqId입니다. 문의할 때 알려주시면 그 요청의 기록을 찾을 수 있습니다.',
    },
  },
  required: ['code', 'message', 'requestId'],
  examples: [{ code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.', requestId: 'caaa5dd6-4c08-4cde-94ad-421f40c9dfc2' }],
};

/** The Korean messages written on a property's decorators: what a caller is told when the value does not fit. */
function koreanMessages(Cls: ClassType): Record<string, string> {
  const out: Record<string, string[]> = {};
  for (const m of getValidationStorage().getTargetValidationMetadatas(Cls, '', true, false)) {
    const msg = typeof m.message === 'string' ? m.message : undefined;
    if (msg && /[가-힣]/.test(msg) && !(out[m.propertyName] ??= []).includes(msg)) out[m.propertyName].push(msg);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, `맞지 않을 때: ${v.join(' / ')}`]));
}

/** The document's components, built as the operations name them (`inputComponent`, `shape`). */
export class SchemaBuilder {
  readonly schemas: Record<string, JsonSchema> = { Error: errorSchema };
  private readonly owners = new Map<string, unknown>();
  private inputSchemas?: Record<string, JsonSchema>;

  constructor(private readonly gql: GraphQLSchema) {}

  /** One component name per thing: two different classes (or types) may not claim the same name. */
  private claim(name: string, owner: unknown): boolean {
    const had = this.owners.get(name);
    if (had !== undefined && had !== owner) throw new Error(`OpenAPI: two schemas are named ${name}`);
    this.owners.set(name, owner);
    return had === undefined;
  }

  // ---- inputs: class-validator metadata -------------------------------------------------------------------------

  /** Input component name: the class's GraphQL input type name when it has one (AlarmSettings → AlarmSettingsInput). */
  private inputName(Cls: Function): string {
    const g = getGraphqlStorage();
    return g.inputTypes.find((t) => t.target === Cls)?.name ?? Cls.name;
  }

  private inputClassByName(name: string): Function {
    const targets = new Set<Function>();
    // class-validator-jsonschema keys its schemas by class name, so a name must belong to one validated class
    const storage = getValidationStorage() as unknown as { validationMetadatas: Map<Function, unknown> };
    for (const t of storage.validationMetadatas.keys()) if (t.name === name) targets.add(t);
    if (targets.size !== 1) throw new Error(`OpenAPI: ${targets.size} validated classes are named ${name}`);
    return [...targets][0];
  }

  /** The JSON Schema of an input class as parseInput() enforces it: unknown keys refused, optional fields nullable. */
  inputSchema(Cls: ClassType): JsonSchema {
    this.inputSchemas ??= validationMetadatasToSchemas({
      classTransformerMetadataStorage: defaultMetadataStorage,
      refPointerPrefix: REF,
      // The library would read a custom validator's type from emitted decorator metadata, which tsc emits and
      // tsx/vitest do not: describing such a property as untyped keeps the served document equal to the committed one.
      additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: {} },
    }) as Record<string, JsonSchema>;
    const raw = this.inputSchemas[Cls.name];
    if (!raw) throw new Error(`OpenAPI: ${Cls.name} has no class-validator decorators`);
    this.inputClassByName(Cls.name);
    const messages = koreanMessages(Cls);
    const required = (raw.required as string[] | undefined) ?? [];
    const properties: Record<string, JsonSchema> = {};
    for (const [key, prop] of Object.entries(raw.properties as Record<string, JsonSchema>)) {
      let p = this.renameRefs(prop);
      if (messages[key]) p = { ...p, description: messages[key] };
      // @IsOptional() lets null through as well as a missing key
      properties[key] = required.includes(key) ? p : nullable(p);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
  }

  /** Nested input classes (@ValidateNested + @Type) are referenced by the library by class name. */
  private renameRefs(s: JsonSchema): JsonSchema {
    if (typeof s.$ref === 'string' && s.$ref.startsWith(REF)) {
      const Cls = this.inputClassByName(s.$ref.slice(REF.length));
      return ref(this.inputComponent(Cls as ClassType));
    }
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(s)) out[k] = v && typeof v === 'object' && !Array.isArray(v) ? this.renameRefs(v as JsonSchema) : v;
    return out;
  }

  inputComponent(Cls: ClassType): string {
    const name = this.inputName(Cls);
    if (this.claim(name, Cls)) this.schemas[name] = this.inputSchema(Cls);
    return name;
  }

  // ---- answers: the GraphQL types of the view classes ------------------------------------------------------------

  private viewType(Cls: Function): GraphQLNamedType {
    const name = getGraphqlStorage().objectTypes.find((t) => t.target === Cls)?.name;
    const type = name ? this.gql.getType(name) : undefined;
    if (!type) throw new Error(`OpenAPI: ${Cls.name} is not an object type of the GraphQL schema`);
    return type;
  }

  private namedComponent(type: GraphQLNamedType): string {
    const name = type.name;
    if (!this.claim(name, type)) return name;
    this.schemas[name] = {}; // placeholder: types may refer to themselves
    if (isEnumType(type)) {
      this.schemas[name] = {
        type: 'string',
        enum: type.getValues().map((v) => v.value as string),
        ...(type.description ? { description: type.description } : {}),
      };
    } else if (isObjectType(type)) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const f of Object.values(type.getFields())) {
        if (graphqlOnlyFields().has(`${name}.${f.name}`)) continue; // field resolvers: not part of the REST view
        const s = this.outputSchema(f.type);
        properties[f.name] = f.description ? { ...s, description: f.description } : s;
        // a field without a value is left out of the JSON (views turn null into undefined), never sent as null
        if (isNonNullType(f.type)) required.push(f.name);
      }
      this.schemas[name] = {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(type.description ? { description: type.description } : {}),
      };
    } else {
      throw new Error(`OpenAPI: cannot describe GraphQL type ${name}`);
    }
    return name;
  }

  private outputSchema(type: GraphQLOutputType): JsonSchema {
    if (isNonNullType(type)) return this.outputSchema(type.ofType);
    if (isListType(type)) return { type: 'array', items: this.outputSchema(type.ofType) };
    if (isScalarType(type)) return scalarSchema(type.name);
    return ref(this.namedComponent(type as GraphQLNamedType));
  }

  shape(s: Shape): JsonSchema {
    if (typeof s === 'string') return s === 'date-time' ? { type: 'string', format: 'date-time' } : { type: s };
    if (typeof s === 'function') return ref(this.namedComponent(this.viewType(s)));
    if (Array.isArray(s)) return { type: 'array', items: this.shape(s[0] as Shape) };
    if (isObjectShape(s)) {
      const properties: Record<string, JsonSchema> = {};
      for (const [k, v] of Object.entries({ ...s.required, ...s.optional })) properties[k] = this.shape(v);
      const required = Object.keys(s.required);
      return { type: 'object', properties, ...(required.length ? { required } : {}) };
    }
    return s as JsonSchema;
  }
}

function scalarSchema(name: string): JsonSchema {
  switch (name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'String':
    case 'ID':
      return { type: 'string' };
    case 'DateTimeISO':
      return { type: 'string', format: 'date-time' };
    default:
      throw new Error(`OpenAPI: no JSON Schema for the GraphQL scalar ${name}`);
  }
}

function nullable(s: JsonSchema): JsonSchema {
  if (typeof s.$ref === 'string') {
    const { description, ...rest } = s;
    return { anyOf: [rest, { type: 'null' }], ...(description ? { description } : {}) };
  }
  if (typeof s.type !== 'string') return s;
  const out: JsonSchema = { ...s, type: [s.type, 'null'] };
  if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
  return out;
}

/** Query strings have no null: a parameter is given or not. */
export function notNull(s: JsonSchema): JsonSchema {
  if (!Array.isArray(s.type)) return s;
  const out: JsonSchema = { ...s, type: s.type.find((t) => t !== 'null') };
  if (Array.isArray(s.enum)) out.enum = s.enum.filter((v) => v !== null);
  return out;
}
