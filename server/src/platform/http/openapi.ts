import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Access, StaffAccess } from '../auth/access.js';
import { SERVICE_SCOPES } from '../auth/principal.js';
import type { JsonSchema, RouteExamples } from './contract.js';
import { notNull, ref, SchemaBuilder } from './openapi-schemas.js';
import type { RestRoute } from './rest.js';

/**
 * The REST facade's contract, OpenAPI 3.1, generated from the route table: request bodies and query parameters from
 * the class-validator metadata of the classes the handlers parse with (class-validator-jsonschema), answers from the
 * GraphQL types of the view classes (the same views are the REST JSON). Emitted to schema/openapi.json by
 * `cli openapi` (npm test fails on drift) and served at GET /app/openapi.json. This file assembles the document and
 * its operations (access, parameters, bodies, answers, error statuses); the schemas come from openapi-schemas.ts.
 */

type Doc = JsonSchema;

/** The statuses the platform answers for any call, with the codes each carries (http/errors.ts, auth/access.ts). */
const COMMON_ERRORS: Record<number, { description: string; codes: string[] }> = {
  400: { description: '입력값 오류', codes: ['BAD_USER_INPUT', 'MALFORMED_JSON'] },
  401: { description: '인증 필요 또는 토큰 오류', codes: ['UNAUTHENTICATED', 'INVALID_TOKEN'] },
  403: { description: '권한 없음 (역할 또는 메뉴 권한)', codes: ['FORBIDDEN'] },
  404: { description: '대상이 없음 (관할 밖의 대상도 없는 것처럼 답합니다)', codes: ['NOT_FOUND'] },
  413: { description: '요청 본문이 너무 큼 (100 kB)', codes: ['PAYLOAD_TOO_LARGE'] },
  415: { description: '지원하지 않는 인코딩', codes: ['UNSUPPORTED_ENCODING'] },
  500: { description: '예상하지 못한 오류', codes: ['INTERNAL_ERROR'] },
  503: { description: '일시적으로 이용할 수 없음 (데이터베이스 장애·응답 지연: db/outage.ts)', codes: ['SERVICE_UNAVAILABLE'] },
};

const STATUS_TEXT: Record<number, string> = {
  400: '잘못된 요청',
  401: '인증 실패',
  403: '권한 없음',
  404: '찾을 수 없음',
  409: '충돌',
  410: '만료됨',
  413: '본문이 너무 큼',
  415: '지원하지 않는 인코딩',
  429: '요청이 너무 많음',
  500: '서버 오류',
  503: '일시적으로 이용할 수 없음 (Retry-After 헤더의 초만큼 기다린 뒤 다시 시도)',
};

const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  'event-stream': 'text/event-stream',
  binary: 'application/octet-stream',
} as const;

/** Express ':id' → OpenAPI '{id}', under /app/. */
export const openApiPath = (path: string) => '/app/' + path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

// ---- operations ------------------------------------------------------------------------------------------------

/** One route as an OpenAPI operation, its schemas named in `b`. */
function operation(b: SchemaBuilder, r: RestRoute): Doc {
  const d = r.doc ?? {};
  const op: Doc = { operationId: operationId(r) };
  if (d.summary) op.summary = d.summary;
  const description = [d.description, accessText(r.access)].filter(Boolean).join('\n\n');
  if (description) op.description = description;
  op.tags = [r.path.split('/')[0]];
  op.security = d.clientSecret ? [{ clientBasic: [] }] : security(r.access);
  const gate = userGate(r.access);
  if (gate) {
    if (gate.perm) op['x-permissions'] = gate.perm;
    if (gate.roles) op['x-roles'] = gate.roles;
  }

  const parameters: Doc[] = [];
  for (const name of pathParams(r.path)) {
    const given = d.params?.[name];
    const example = d.examples?.params?.[name];
    parameters.push({ name, in: 'path', required: true, schema: given ? b.shape(given) : { type: 'string' }, ...(example !== undefined ? { example } : {}) });
  }
  if (d.query) {
    const q = b.inputSchema(d.query);
    const required = (q.required as string[] | undefined) ?? [];
    for (const [name, prop] of Object.entries(q.properties as Record<string, JsonSchema>)) {
      const { description: desc, ...schema } = notNull(prop);
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        ...(desc ? { description: desc } : {}),
        schema,
        ...(d.examples?.query?.[name] !== undefined ? { example: d.examples.query[name] } : {}),
      });
    }
  }
  if (parameters.length) op.parameters = parameters;

  if (d.body) {
    const schema = ref(b.inputComponent(d.body));
    const example = d.examples?.request !== undefined ? { example: d.examples.request } : {};
    const content: Doc = {};
    if (d.form) content['application/x-www-form-urlencoded'] = { schema, ...example };
    content['application/json'] = { schema, ...example };
    op.requestBody = { required: true, content };
  }
  if (d.multipart) {
    // files in multipart/form-data parts; a record call also takes its record as JSON, alone or as the `data` part
    const files = { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, description: '파일 (여러 개)' };
    const record = d.multipart.record && ref(b.inputComponent(d.multipart.record));
    const content: Doc = {};
    if (record) content['application/json'] = { schema: record };
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: record ? { data: { type: 'string', contentMediaType: 'application/json', contentSchema: record, description: '기록 (JSON)' }, files } : { files },
      },
    };
    op.requestBody = { required: true, content };
  }

  const responses: Doc = {};
  const ok = d.created ? '201' : '200';
  responses[ok] = d.file === 'event-stream'
    ? {
        description: '서버 전송 이벤트 스트림 (연결을 닫을 때까지 이어짐; 25초마다 주석 한 줄)',
        content: { [FILE_TYPES[d.file]]: { schema: { type: 'string', contentMediaType: FILE_TYPES[d.file] } } },
      }
    : d.file
    ? {
        description: '파일 (Content-Disposition의 filename*에 UTF-8 파일 이름)',
        headers: { 'Content-Disposition': { schema: { type: 'string' } } },
        content: { [FILE_TYPES[d.file]]: { schema: { type: 'string', contentMediaType: FILE_TYPES[d.file] } } },
      }
    : d.response
      ? {
          description: d.created ? '생성됨' : '성공',
          content: { 'application/json': { schema: b.shape(d.response), ...(d.examples?.response !== undefined ? { example: d.examples.response } : {}) } },
        }
      : { description: '성공 (본문 없음)' };
  const statuses = new Map<number, string[]>();
  const add = (status: number, codes: string[]) => statuses.set(status, [...new Set([...(statuses.get(status) ?? []), ...codes])]);
  if (d.body || d.query || d.multipart) add(400, COMMON_ERRORS[400].codes.filter((c) => d.body || d.multipart?.record || c !== 'MALFORMED_JSON'));
  if (r.access.caller !== 'public') add(401, COMMON_ERRORS[401].codes);
  if (d.clientSecret) add(401, ['INVALID_CLIENT']);
  if (gate) add(403, COMMON_ERRORS[403].codes);
  if (r.access.caller === 'respondent') {
    add(401, ['RESPONDENT_TOKEN_INVALID']);
    add(403, ['RESPONDENT_AUTH_REQUIRED']);
  }
  if (pathParams(r.path).length) add(404, COMMON_ERRORS[404].codes);
  if (d.body || d.multipart) {
    add(413, COMMON_ERRORS[413].codes);
    add(415, COMMON_ERRORS[415].codes);
  }
  for (const [status, codes] of Object.entries(d.errors ?? {})) add(Number(status), codes);
  add(500, COMMON_ERRORS[500].codes);
  // nearly every call reads the database (public ones too): while it is away, 503 with Retry-After
  add(503, COMMON_ERRORS[503].codes);
  for (const [status, codes] of [...statuses].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? '오류'}: ${codes.join(', ')}`,
      ...(status === 503 ? { headers: { 'Retry-After': { description: '다시 시도하기까지 기다릴 초 (SERVICE_UNAVAILABLE)', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  op.responses = responses;
  return op;
}

function security(access: Access): Doc[] {
  if (access.caller === 'public') return [];
  if (access.caller === 'client') return [{ clientBearer: [] }, { userBearer: [] }];
  if (access.caller === 'respondent') return [{ clientBearer: [], respondentToken: [] }, { userBearer: [], respondentToken: [] }];
  return access.service ? [{ userBearer: [] }, { serviceClient: [access.service] }] : [{ userBearer: [] }];
}

/** What a user token must hold: a svs-u call's declaration, or a svs-c call's `user` (the twin's). */
function userGate(access: Access): StaffAccess | undefined {
  if (access.caller === 'staff') return access;
  if (access.caller === 'client') return access.user;
  return undefined;
}

function accessText(access: Access): string {
  if (access.caller === 'public') return '';
  if (access.caller === 'client' && !access.user) return '클라이언트 토큰(POST /app/auth/token) 또는 사용자 토큰.';
  if (access.caller === 'respondent')
    return '클라이언트 토큰(또는 사용자 토큰)과 함께 X-Respondent-Token 헤더에 휴대전화 인증(auth-check)으로 받은 응답자 토큰. 그 토큰이 가리키는 대상 하나만 읽고 바꿀 수 있습니다.';
  const gate = userGate(access)!;
  const parts = access.caller === 'client' ? ['사용자 토큰 (클라이언트 토큰만으로는 403).'] : ['사용자 토큰.'];
  if (gate.perm) parts.push(`메뉴 권한 ${gate.perm.join(' 또는 ')} 필요 (x-permissions).`);
  if (gate.roles) parts.push(`역할 ${gate.roles.join(' 또는 ')} 필요 (x-roles).`);
  if (gate.service) parts.push(`또는 권한 범위 ${gate.service}의 서비스 클라이언트 토큰 (읽기 전용, 호출마다 접근 기록).`);
  return parts.join(' ');
}

/**
 * Sets the examples of a table keyed 'method path' ('get svs-u/simple-evaluation/:id') on those routes' declarations;
 * a key that names no route is an error, so an example cannot outlive its call.
 */
export function addExamples(routes: RestRoute[], table: Record<string, RouteExamples>): void {
  for (const [key, examples] of Object.entries(table)) {
    const r = routes.find((x) => `${x.method} ${x.path}` === key);
    if (!r) throw new Error(`OpenAPI examples: no route ${key}`);
    r.doc = { ...r.doc, examples: { ...r.doc?.examples, ...examples } };
  }
}

/** get svs-u/account/:id → get_svs-u_account_id: stable, unique per method and path. */
const operationId = (r: RestRoute) => `${r.method}_${r.path.replace(/[:/]+/g, '_').replace(/[^A-Za-z0-9_-]/g, '')}`;

export function openApiDocument(routes: RestRoute[], gql: GraphQLSchema): JsonSchema {
  const b = new SchemaBuilder(gql);
  const paths: Record<string, Record<string, Doc>> = {};
  // sorted, so the document does not change when modules list their routes in another order
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const r of sorted) {
    const p = (paths[openApiPath(r.path)] ??= {});
    if (p[r.method]) throw new Error(`OpenAPI: ${r.method.toUpperCase()} ${r.path} is listed twice`);
    p[r.method] = operation(b, r);
  }
  const schemas = Object.fromEntries(Object.entries(b.schemas).sort(([a], [c]) => a.localeCompare(c)));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: '정신건강 전문가 학교지원 사업 REST API',
      version: '1.0.0',
      description: [
        'svs = 공개, svs-u = 사용자 토큰, svs-c = 클라이언트 토큰(사용자 토큰도 허용).',
        '오류는 모두 {code, message, details?, requestId} 형식이며 message는 화면에 그대로 보여줄 한국어 문장, requestId는 응답 헤더 X-Request-Id와 같은 요청 ID입니다.',
        '요청 본문의 알 수 없는 항목은 400 BAD_USER_INPUT으로 거절됩니다. 숫자가 아닌 경로 ID는 없는 대상처럼 404로 답합니다.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        userBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '사용자 액세스 토큰 (POST /app/svs/sign/in, grant_type=password)' },
        clientBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '클라이언트 토큰 (POST /app/auth/token, grant_type=client_credentials)' },
        clientBasic: { type: 'http', scheme: 'basic', description: 'OAuth2 클라이언트 ID와 비밀번호 (토큰 발급)' },
        serviceClient: {
          type: 'oauth2',
          description: '서비스 클라이언트 (관리자가 등록, 읽기 전용): POST /app/auth/token에 HTTP Basic으로 client_id와 client_secret. docs/INTEGRATION.md',
          flows: { clientCredentials: { tokenUrl: '/app/auth/token', scopes: { ...SERVICE_SCOPES } } },
        },
        respondentToken: { type: 'apiKey', in: 'header', name: 'X-Respondent-Token', description: '응답자 토큰 (휴대전화 인증 후 발급, 30분, 대상 하나)' },
      },
    },
  };
}

/** GET /app/openapi.json: built once per process (the route table and the classes do not change while it runs). */
export function openApiHandler(routes: RestRoute[], gql: GraphQLSchema): RequestHandler {
  let doc: JsonSchema | undefined;
  return (_req, res) => {
    doc ??= openApiDocument(routes, gql);
    res.set('Cache-Control', 'public, max-age=300').json(doc);
  };
}
