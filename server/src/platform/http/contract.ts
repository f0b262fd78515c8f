import type { ClassType } from 'type-graphql';

/**
 * What a REST route declares about itself for the OpenAPI document (platform/http/openapi.ts). It changes nothing at
 * run time: handlers still parse with parseInput(), so the document is read from the same classes they validate with.
 */
export interface RouteDoc {
  /** One line for the operation list. */
  summary?: string;
  description?: string;
  /** The class the handler gives to parseInput(…, req.body). */
  body?: ClassType;
  /** The caller proves the OAuth2 client with HTTP Basic (client id and secret), as the token endpoints ask. */
  clientSecret?: boolean;
  /** Also accepted as application/x-www-form-urlencoded (the OAuth2 token endpoints). */
  form?: boolean;
  /** The class the handler gives to parseInput(…, req.query); each property becomes a query parameter. */
  query?: ClassType;
  /**
   * The call takes files as multipart/form-data (`files` parts; platform/attachment). With `record`, also that class
   * as JSON, alone (application/json) or as the form's `data` part (the handler reads it with readRecordForm).
   */
  multipart?: { record?: ClassType };
  /** Path parameters (':id' in the path); undeclared ones are strings. */
  params?: Record<string, Shape>;
  /** The JSON answered with 200 (201 with `created`). */
  response?: Shape;
  created?: boolean;
  /**
   * The answer is a file download instead of JSON (an .xlsx streamed by platform/excel.ts, a PDF by platform/pdf.ts), or a server-sent event
   * stream (platform/http/event-streams.ts).
   */
  file?: 'xlsx' | 'pdf' | 'event-stream' | 'binary';
  /** Refusals of this call beyond the ones every call of its kind has (status → stable codes). */
  errors?: Record<number, string[]>;
  /** Examples for integrators; the document checks none of them, its tests and Redocly lint check each against its schema. */
  examples?: RouteExamples;
}

/** Example values of one call: its path and query parameters, its request body and its success answer (JSON). */
export interface RouteExamples {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  request?: unknown;
  response?: unknown;
}

/** A JSON Schema fragment written out by hand, passed through as it is. */
export type JsonSchema = { [key: string]: unknown };

export type Primitive = 'string' | 'integer' | 'number' | 'boolean' | 'date-time';

const OBJECT = Symbol('object shape');

/** An ad-hoc JSON object ({ matched: true }, token answers…) that has no view class. */
export interface ObjectShape {
  [OBJECT]: true;
  required: Record<string, Shape>;
  optional: Record<string, Shape>;
}

/**
 * A response or parameter type: a view class (a type-graphql @ObjectType: its GraphQL type is the source),
 * `[Class]` for a JSON array, a primitive, an object shape, or a raw JSON Schema.
 */
export type Shape = Primitive | ClassType | readonly [Shape] | ObjectShape | JsonSchema;

export const object = (required: Record<string, Shape>, optional: Record<string, Shape> = {}): ObjectShape => ({
  [OBJECT]: true,
  required,
  optional,
});

export const isObjectShape = (s: unknown): s is ObjectShape => typeof s === 'object' && s !== null && OBJECT in s;

/** The answer `{ message }` most state changes give. */
export const message = object({ message: 'string' });
