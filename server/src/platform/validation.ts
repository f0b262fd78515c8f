import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, ValidationTypes, type ValidationError } from 'class-validator';
import { type ClassType } from 'type-graphql';
import { AppError } from './errors.js';
import { requiredMessage, tooLongMessage } from './korean.js';

/**
 * Korean labels for field names in messages, per input class (and inherited by the classes that extend it), so
 * one domain's `id: '학교 ID'` never names another domain's `id`. A field without a label is named by its key.
 */
const classLabels = new WeakMap<Function, Record<string, string>>();
export const Labels =
  (labels: Record<string, string>): ClassDecorator =>
  (cls) => {
    classLabels.set(cls, labels);
  };

/** The label of a field of this input object, looked up along its class chain. */
export function label(target: object | undefined, field: string): string {
  for (let c = target?.constructor; c && c !== Object; c = Object.getPrototypeOf(c)) {
    const found = classLabels.get(c)?.[field];
    if (found) return found;
  }
  return field;
}

function firstMessage(errors: ValidationError[], prefix = ''): { field: string; message: string } | undefined {
  for (const e of errors) {
    const field = prefix + e.property;
    if (e.constraints) {
      const [kind, raw] = Object.entries(e.constraints)[0];
      const missing = isBlank(e.value) && !isOptional(e.target, e.property);
      return { field, message: koreanMessage(kind, field, raw, label(e.target, e.property), missing) };
    }
    if (e.children?.length) {
      const inner = firstMessage(e.children, field + '.');
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Nothing given: absent, null, or a string of only spaces. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether the field is optional (@IsOptional): an empty optional value that fails is malformed, not missing. */
function isOptional(target: object | undefined, property: string): boolean {
  if (!target) return false;
  return getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .some((m) => m.propertyName === property && m.type === ValidationTypes.CONDITIONAL_VALIDATION);
}

/** "<label> 형식이 맞지 않습니다." (with or without the final period, SPEC §5): the label it names. */
const MALFORMED = /^(.+) 형식이 맞지 않습니다\.?$/;

function koreanMessage(kind: string, field: string, raw: string, name: string, missing: boolean): string {
  if (kind === 'whitelistValidation') return `허용되지 않은 항목입니다: ${field}`;
  // A required field left empty is asked for ("생년월일을 입력해주세요."), never called malformed: a format message
  // written on the decorator names its label, which the request for it reuses.
  const malformed = MALFORMED.exec(raw);
  if (malformed && missing) return requiredMessage(malformed[1]);
  // Messages written in Korean on the decorator are used as they are.
  if (/[가-힣]/.test(raw)) return raw;
  if (missing && kind !== 'maxLength' && kind !== 'arrayMaxSize') return requiredMessage(name);
  switch (kind) {
    case 'isNotEmpty':
    case 'isDefined':
      return requiredMessage(name);
    case 'maxLength':
    case 'arrayMaxSize':
      return tooLongMessage(name);
    default:
      return `${name} 형식이 맞지 않습니다.`;
  }
}

export function validationError(errors: ValidationError[]): AppError {
  const first = firstMessage(errors);
  return new AppError(400, 'BAD_USER_INPUT', first?.message ?? '입력값이 올바르지 않습니다.', first ? { field: first.field } : undefined);
}

/**
 * PostgreSQL text cannot hold U+0000 (the driver fails with a protocol error, a 500), so it is refused at the edge.
 * Both doors call it: parseInput for REST, a global middleware for GraphQL arguments.
 */
export function assertNoNul(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AppError(400, 'BAD_USER_INPUT', '허용되지 않는 문자가 포함되어 있습니다.', path ? { field: path } : undefined);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) assertNoNul(v, path ? `${path}.${k}` : k);
  }
}

/**
 * REST edge: turns a JSON body or query into a validated input instance. Unknown keys and wrong types are a
 * 400 with a Korean message; nothing reaches the service.
 */
export async function parseInput<T extends object>(Cls: ClassType<T>, plain: unknown): Promise<T> {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new AppError(400, 'BAD_USER_INPUT', '요청 본문 형식이 올바르지 않습니다.');
  }
  assertNoNul(plain);
  const instance = plainToInstance(Cls, plain, { enableImplicitConversion: false });
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length) throw validationError(errors);
  return instance;
}
