import { getMetadataStorage, validateOrReject, type ValidationError } from 'class-validator';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError, buildSchema, type AuthChecker, type NonEmptyArray } from 'type-graphql';
import { AttachmentView } from '../attachment/attachment.views.js';
import { accessFromRequirements, authorize } from '../auth/access.js';
import { assertLive } from '../auth/live.js';
import { outageReason } from '../db/outage.js';
import { AppError } from '../errors.js';
import { requireRespondent, respondentFromRequest } from '../respondent/token.js';
import { toAppError } from '../http/errors.js';
import { currentRequest, describeError, log } from '../log.js';
import { validationError } from '../validation.js';
import type { GqlContext } from './context.js';
import { isTokenLimitError, LIMIT_ERRORS } from './limits.js';

/**
 * @Authorized() strings go through the same authorize() as the REST facade. A bad token is reported here, so a
 * public operation still works when a stale token is sent.
 */
export const authChecker: AuthChecker<GqlContext> = async ({ context, info }, requirements) => {
  if (context.tokenError) throw context.tokenError;
  const access = accessFromRequirements(requirements as string[]);
  authorize(context.principal, access);
  if (access.caller === 'respondent') context.respondent = requireRespondent(respondentFromRequest(context.req, context.config), access.subject);
  context.live ??= assertLive(context, `GraphQL ${info.operation.name?.value ?? info.fieldName}`);
  await context.live;
  return true;
};

const argumentValidation = { forbidUnknownValues: true, skipMissingProperties: true };

/**
 * class-validator looks up a class's rules on every validation by walking every class it knows (`instanceof` each),
 * about 3 % of a small list's CPU. The rules are declared when the classes are imported, so each lookup is remembered
 * per class and options, and forgotten whenever a rule is declared later.
 */
function rememberRuleLookups() {
  const storage = getMetadataStorage();
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const declare = storage.addValidationMetadata.bind(storage);
  const memo = new Map<unknown, Map<string, ReturnType<typeof lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\0${always}\0${strictGroups}\0${groups?.join('\0') ?? ''}`;
    let byOptions = memo.get(target);
    if (!byOptions) memo.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.addValidationMetadata = (rule) => {
    memo.clear();
    declare(rule);
  };
}
rememberRuleLookups();

/**
 * An argument object (or each object of a list) checked with class-validator, as type-graphql's own
 * `validate: { forbidUnknownValues: true }` does, but with class-validator imported once: type-graphql's ESM build
 * imports it dynamically for every validated argument of every request.
 */
async function validateArgument(value: unknown): Promise<void> {
  const objects = (Array.isArray(value) ? value : [value]).filter((v): v is object => v !== null && typeof v === 'object');
  try {
    await Promise.all(objects.map((o) => validateOrReject(o, argumentValidation)));
  } catch (e) {
    throw new ArgumentValidationError(e as ValidationError[]);
  }
}

export function buildGraphqlSchema(resolvers: Function[]) {
  return buildSchema({
    resolvers: resolvers as NonEmptyArray<Function>,
    // platform types that every domain may use (the REST upload answers Attachment even where no field shows it)
    orphanedTypes: [AttachmentView],
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
    // no global middleware: type-graphql would wrap every field of every row in it (async), several times the cost
    // of a list; the arguments' NUL check is noNulPlugin's, once per request
    emitSchemaFile: false,
  });
}

/** The caller-facing error behind a resolver failure, as REST maps it; undefined for unexpected failures. */
export function appErrorOf(original: unknown): AppError | undefined {
  if (original instanceof ArgumentValidationError) return validationError(original.extensions.validationErrors as never);
  const app = toAppError(original);
  // a 5xx a service raised on purpose (503 IDENTITY_UNAVAILABLE) or a database outage (503 SERVICE_UNAVAILABLE) is
  // answered as REST answers it
  return app.status < 500 || original instanceof AppError || outageReason(original) ? app : undefined;
}

/**
 * Same codes and Korean messages as REST: extensions.code, extensions.status and extensions.requestId (the id of
 * the request's log line). Refusals the code meant are recorded on the request's log line by their code, without
 * a stack; only unexpected failures are logged as errors with their stack.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const request = currentRequest();
  const requestId = request?.id;
  const noted = (code: unknown) => {
    if (request && typeof code === 'string') request.code ??= code;
  };
  const original = error instanceof GraphQLError ? error.originalError : error;
  const app = appErrorOf(original);
  if (app) {
    noted(app.code);
    const outage = outageReason(original);
    if (outage) log.warn('service unavailable', { path: formatted.path?.join('.'), reason: outage, error: describeError(original).split('\n')[0] });
    return {
      message: app.message,
      path: formatted.path,
      extensions: { code: app.code, status: app.status, ...(app.details ? { details: app.details } : {}), ...(app.retryAfterSec ? { retryAfter: app.retryAfterSec } : {}), requestId },
    };
  }
  const code = formatted.extensions?.code;
  if (code === 'GRAPHQL_PARSE_FAILED' && isTokenLimitError(formatted.message)) {
    const e = LIMIT_ERRORS.tokens();
    return { message: e.message, extensions: { code: e.code, status: e.status, details: e.details } };
  }
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED') {
    noted(code);
    return { message: '요청 형식이 올바르지 않습니다.', extensions: { code, status: 400, detail: formatted.message, requestId } };
  }
  if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'OPERATION_RESOLUTION_FAILURE' || code === 'BAD_REQUEST') {
    noted(code);
    return { message: '요청 형식이 올바르지 않습니다.', extensions: { code, status: 400, requestId } };
  }
  if (request) {
    request.code = 'INTERNAL_ERROR';
    request.fault = true;
  }
  log.error('graphql error', { path: formatted.path?.join('.'), error: describeError(original) });
  return {
    message: '서비스 이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해주세요.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_ERROR', status: 500, requestId },
  };
}
