import { readFileSync } from 'node:fs';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { GRAPHQL_LIMITS, graphqlArmor, parseOptions, queryCost } from '../src/platform/graphql/limits.js';
import { buildGraphqlSchema } from '../src/platform/graphql/schema.js';
import { resolvers } from '../src/modules/index.js';
import { MAX_PAGE_SIZE } from '../src/platform/paging.js';
import { serve, type Running } from '../src/server.js';
import { call, clientToken, gql, makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectGqlError } from './util.js';

// ---- the web client's own operations -----------------------------------------------------------------------------

/** Every operation document the client's codegen emitted (client/src/gql/graphql.ts), by name. */
function clientOperations(): { name: string; doc: DocumentNode }[] {
  const source = readFileSync(new URL('../../client/src/gql/graphql.ts', import.meta.url), 'utf8');
  const ops: { name: string; doc: DocumentNode }[] = [];
  for (const m of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</gm)) {
    const doc = JSON.parse(m[2]) as DocumentNode;
    if (doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) ops.push({ name: m[1], doc: withTypename(doc) });
  }
  return ops;
}

/** Apollo Client's cache adds __typename to every selection set it sends; count them as the server sees them. */
function withTypename(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet(node, _key, parent) {
      if ((parent as { kind?: string })?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** A value of the input type, so cost can be estimated for any operation; every page size is the largest allowed. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sample(f.type, f.name)]));
  if (isScalarType(type)) {
    if (name === 'size') return MAX_PAGE_SIZE;
    return { Int: 1, Float: 1, Boolean: true, ID: '1', String: 'x' }[type.name] ?? '2026-01-01T00:00:00.000Z';
  }
  return null;
}

function worstCaseVariables(schema: GraphQLSchema, op: OperationDefinitionNode) {
  return Object.fromEntries(
    (op.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value)]),
  );
}

describe('the web client’s own operations pass every limit', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGraphqlSchema(resolvers);
  });

  it('walks every document in client/src/gql: bytes, tokens, depth, aliases, directives and worst-case cost', () => {
    const ops = clientOperations();
    // the client has dozens of operations; an empty walk would pass anything
    expect(ops.length).toBeGreaterThan(20);
    const rules = [...specifiedRules, ...graphqlArmor(true).validationRules];
    for (const { name, doc } of ops) {
      const text = print(doc);
      expect(Buffer.byteLength(text), name).toBeLessThanOrEqual(GRAPHQL_LIMITS.queryBytes);
      expect(() => parse(text, parseOptions), name).not.toThrow();
      expect(validate(schema, doc, rules).map((e) => e.message), name).toEqual([]);
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const cost = queryCost(schema, doc, worstCaseVariables(schema, op));
      expect(cost, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost);
    }
  });

  it('the estimate grows with the page size, so the walk above is not vacuous', () => {
    const q = (size: number) => parse(`{ accounts(size: ${size}) { content { id loginId } } }`);
    expect(queryCost(schema, q(100))).toBeGreaterThan(50 * queryCost(schema, q(1)));
  });
});

// ---- the limits over HTTP, each just under and just over ---------------------------------------------------------

describe('GraphQL limits over HTTP', () => {
  let app: TestApp;
  let admin: string;
  let ctoken: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    ctoken = await clientToken(app);
  });
  afterAll(() => app?.stop());

  const ok = (res: Awaited<ReturnType<typeof gql>>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toBeUndefined();
  };

  it('query document: its exact byte limit is parsed, one byte more is 413 QUERY_TOO_LARGE', async () => {
    // comments are not tokens, so only the byte limit is in play
    const padded = (bytes: number) => {
      const head = '{ __typename }\n#';
      return head + 'x'.repeat(bytes - Buffer.byteLength(head));
    };
    const at = await gql(app, padded(GRAPHQL_LIMITS.queryBytes));
    ok(at);
    expect(at.body.data).toEqual({ __typename: 'Query' });
    expectGqlError(await gql(app, padded(GRAPHQL_LIMITS.queryBytes + 1)), 413, 'QUERY_TOO_LARGE');
    // the measured flood of 200 aliased lists (about 9 kB) is refused before it is parsed
    const flood = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: accounts(size: 100) { totalElements }`).join(' ')} }`;
    expectGqlError(await gql(app, flood, {}, admin), 413, 'QUERY_TOO_LARGE');
    // the measured attack: a 1 MB document is refused before parsing (the body cap answers first)
    const huge = await gql(app, padded(1024 * 1024));
    expect(huge.status).toBe(413);
    expect((huge.body as { code?: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('GET with an oversize query string is refused the same way', async () => {
    const q = '{__typename}#' + 'x'.repeat(GRAPHQL_LIMITS.queryBytes);
    const res = await call(app, 'GET', `graphql?query=${encodeURIComponent(q)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expectGqlError(res, 413, 'QUERY_TOO_LARGE');
  });

  it('tokens: exactly the limit parses, one more is 400 QUERY_TOO_MANY_TOKENS', async () => {
    // n operations `query Qi { __typename }` are 5n tokens; repeating a field would trip graphql-js's own guard
    // against quadratic field merging first, so the document grows by operations instead
    const doc = (tokens: number) => {
      const ops = Array.from({ length: Math.floor(tokens / 5) }, (_, i) => `query Q${i} { __typename }`);
      if (tokens % 5) ops[0] = `query Q0 { ${Array((tokens % 5) + 1).fill('__typename').join(' ')} }`;
      return ops.join('\n');
    };
    const send = (query: string) => call(app, 'POST', 'graphql', { body: { query, operationName: 'Q1' } });
    const at = await send(doc(GRAPHQL_LIMITS.tokens));
    ok(at);
    expect(at.body.data).toEqual({ __typename: 'Query' });
    expectGqlError(await send(doc(GRAPHQL_LIMITS.tokens + 1)), 400, 'QUERY_TOO_MANY_TOKENS');
  });

  it('depth: a query at the limit runs, one level deeper is 400 QUERY_TOO_DEEP', async () => {
    // the schema's own types are shallow; introspection's ofType chain is the deep path a caller can build
    const doc = (depth: number) => {
      const wrappers = ['__type(name: "Query")', 'fields', 'type', ...Array(depth).fill('ofType')].slice(0, depth - 1);
      return `{ ${wrappers.map((w) => `${w} {`).join(' ')} name ${'}'.repeat(depth - 1)} }`;
    };
    ok(await gql(app, doc(GRAPHQL_LIMITS.depth)));
    expectGqlError(await gql(app, doc(GRAPHQL_LIMITS.depth + 1)), 400, 'QUERY_TOO_DEEP');
  });

  it('aliases: the limit runs, one more is 400 QUERY_TOO_MANY_ALIASES (lists too)', async () => {
    const doc = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: locals(searchType: "SD") { code }`).join(' ')} }`;
    const at = await gql(app, doc(GRAPHQL_LIMITS.aliases), {}, ctoken);
    ok(at);
    expect(Object.keys(at.body.data!)).toHaveLength(GRAPHQL_LIMITS.aliases);
    const over = await gql(app, doc(GRAPHQL_LIMITS.aliases + 1), {}, ctoken);
    expectGqlError(over, 400, 'QUERY_TOO_MANY_ALIASES');
    expect(over.body.errors![0].extensions).toMatchObject({ details: { limit: GRAPHQL_LIMITS.aliases } });
    expect(over.body.data).toBeUndefined();
    // aliases of a list (what the measured 200-alias query did, at a size the token limit lets through)
    const lists = `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: accounts(size: 1) { totalElements }`).join(' ')} }`;
    expectGqlError(await gql(app, lists, {}, admin), 400, 'QUERY_TOO_MANY_ALIASES');
    // and aliases of __typename count as well (the measured 500-alias query used any field it could)
    const typenames = `{ ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    expectGqlError(await gql(app, typenames), 400, 'QUERY_TOO_MANY_ALIASES');
  });

  it('directives: the limit runs, one more is 400 QUERY_TOO_MANY_DIRECTIVES', async () => {
    const doc = (n: number) => `{ ${Array(n).fill('__typename @include(if: true)').join(' ')} }`;
    ok(await gql(app, doc(GRAPHQL_LIMITS.directives)));
    expectGqlError(await gql(app, doc(GRAPHQL_LIMITS.directives + 1)), 400, 'QUERY_TOO_MANY_DIRECTIVES');
  });

  it('estimated cost: the largest page that fits runs, one row more per list is 400 QUERY_TOO_COMPLEX', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    const fields = 'id loginId name email mobile status role roleName createdAt schoolName centerName';
    const doc = (lists: number) =>
      `query($s: Int) { ${Array.from({ length: lists }, (_, i) => `l${i}: accounts(size: $s) { totalElements content { ${fields} } }`).join(' ')} }`;
    // find a number of lists and a page size at which the estimate crosses the limit, within valid page sizes
    let found: { lists: number; size: number } | undefined;
    for (let lists = 1; lists <= GRAPHQL_LIMITS.aliases && !found; lists++) {
      const d = parse(doc(lists));
      for (let size = 1; size < MAX_PAGE_SIZE; size++) {
        if (queryCost(schema, d, { s: size }) <= GRAPHQL_LIMITS.cost && queryCost(schema, d, { s: size + 1 }) > GRAPHQL_LIMITS.cost) {
          found = { lists, size };
          break;
        }
      }
    }
    expect(found).toBeDefined();
    const { lists, size } = found!;
    const under = await gql(app, doc(lists), { s: size }, admin);
    ok(under);
    const over = await gql(app, doc(lists), { s: size + 1 }, admin);
    expectGqlError(over, 400, 'QUERY_TOO_COMPLEX');
    expect(over.body.data).toBeUndefined();

    // the server caches each document's cost by its Int and Boolean variables: a cheap answer is never reused for
    // a request that costs more. Null (the default page) and absent (the document's own default) differ.
    const withDefault = doc(lists).replace('($s: Int)', `($s: Int = ${size + 1})`);
    ok(await gql(app, withDefault, { s: null }, admin));
    expectGqlError(await gql(app, withDefault, {}, admin), 400, 'QUERY_TOO_COMPLEX');
    ok(await gql(app, withDefault, { s: size }, admin));
    expectGqlError(await gql(app, withDefault, { s: size + 1 }, admin), 400, 'QUERY_TOO_COMPLEX');
  });

  it('every list argument caps its page size at 100: size 100 answers, 101 is 400 BAD_USER_INPUT', async () => {
    const schema = await buildGraphqlSchema(resolvers);
    const paged = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.some((a) => a.name === 'size'));
    expect(paged.map((f) => f.name).sort()).toEqual([
      'accessLogs',
      'accounts',
      'bbsList',
      'bbsReplies',
      'caseManagementLogs',
      'caseMinutesList',
      'centerSearch',
      'centers',
      'cgis',
      'closingReports',
      'consultings',
      'deletedCases',
      'deletedRequests',
      'forms',
      'interviewEvaluations',
      'myAlarms',
      'openCrisisAlerts',
      'popups',
      'requests',
      'satisfactionAssessments',
      'schoolSearch',
      'schools',
      'sdqKrs',
      'simpleEvaluations',
      'smsSendHistory',
    ]);
    for (const f of paged) {
      // a list of one record's children (a case's records) names its parent: id 1, which need not exist (then 404)
      const parent = f.args.filter((a) => a.name !== 'size' && String(a.type) === 'Int!').map((a) => `${a.name}: 1`);
      // a required choice (a board's type) takes its first value
      for (const a of f.args)
        if (isNonNullType(a.type) && isEnumType(a.type.ofType)) parent.push(`${a.name}: ${a.type.ofType.getValues()[0].name}`);
      const q = `query($s: Int) { ${f.name}(${[...parent, 'size: $s'].join(', ')}) { totalElements pageSize } }`;
      const at = await gql(app, q, { s: MAX_PAGE_SIZE }, admin);
      if (parent.length && at.body.errors) expectGqlError(at, 404, 'NOT_FOUND');
      else {
        ok(at);
        expect((at.body.data as Record<string, { pageSize: number }>)[f.name].pageSize, f.name).toBe(MAX_PAGE_SIZE);
      }
      expectGqlError(await gql(app, q, { s: MAX_PAGE_SIZE + 1 }, admin), 400, 'BAD_USER_INPUT');
    }
  });

  it('refuses batched requests (one operation per HTTP request, so the limits cannot be multiplied)', async () => {
    const res = await call(app, 'POST', 'graphql', { body: [{ query: '{ __typename }' }, { query: '{ __typename }' }] });
    expect(res.status).toBe(400);
  });

  describe('field suggestions', () => {
    let prod: Running;
    beforeAll(async () => {
      prod = await serve({ orm: app.orm, embedded: false, close: async () => {} }, { ...app.config, production: true }, 0);
    });
    afterAll(() => prod?.stop());

    it('are hidden in production and shown in development', async () => {
      const typo = { query: '{ mee { id } }' };
      const dev = await call(app, 'POST', 'graphql', { body: typo });
      expectGqlError(dev, 400, 'GRAPHQL_VALIDATION_FAILED');
      expect(dev.body.errors[0].extensions.detail).toContain('Did you mean "me"?');

      const res = await fetch(prod.url + 'graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(typo) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string; detail?: string } }[] };
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(body.errors[0].message).toMatch(/[가-힣]/);
      expect(JSON.stringify(body)).not.toContain('Did you mean');
      expect(body.errors[0].extensions.detail).toContain('Cannot query field "mee"');
    });
  });
});
