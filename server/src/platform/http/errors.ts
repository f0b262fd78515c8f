import type { ErrorRequestHandler, RequestHandler } from 'express';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { outageReason, serviceUnavailable } from '../db/outage.js';
import { AppError } from '../errors.js';
import { currentRequest, describeError, log } from '../log.js';

export const routeNotFound: RequestHandler = (_req, res) => {
  const request = currentRequest();
  if (request) request.code = 'ROUTE_NOT_FOUND';
  res.status(404).json({ code: 'ROUTE_NOT_FOUND', message: '요청한 경로를 찾을 수 없습니다.', requestId: request?.id });
};

/**
 * Maps every error to JSON { code, message, requestId }. A refusal the code meant (an AppError, 503
 * IDENTITY_UNAVAILABLE included, or a body-parser 4xx) is recorded on the request's log line with its code and
 * no stack; so is a database outage (503 SERVICE_UNAVAILABLE with Retry-After, its reason on a warning line:
 * db/outage.ts); only unknown errors are 500 and logged with their stack, without bodies.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const request = currentRequest();
  if (res.headersSent) {
    if (request) request.fault = true;
    log.error('error after the answer started', { method: req.method, error: describeError(err) });
    return;
  }
  const e = toAppError(err);
  if (request) request.code = e.code;
  const outage = e.code === 'SERVICE_UNAVAILABLE' && !(err instanceof AppError) ? outageReason(err) : undefined;
  if (outage) log.warn('service unavailable', { method: req.method, route: request?.route, reason: outage, error: describeError(err).split('\n')[0] });
  else if (e.status >= 500 && !(err instanceof AppError)) {
    if (request) request.fault = true;
    log.error('unhandled error', { method: req.method, route: request?.route, error: describeError(err) });
  }
  if (e.retryAfterSec) res.setHeader('Retry-After', String(e.retryAfterSec));
  res.status(e.status).json({ code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}), requestId: request?.id });
};

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // two requests racing to create the same key: the loser gets what the service's own check would have said
  if (err instanceof UniqueConstraintViolationException) return new AppError(409, 'DUPLICATE', '이미 등록된 정보입니다.');
  const e = err as { type?: string; status?: number; statusCode?: number };
  // body-parser errors
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'MALFORMED_JSON', '요청 본문(JSON) 형식이 올바르지 않습니다.');
  if (e?.type === 'entity.too.large') return new AppError(413, 'PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new AppError(415, 'UNSUPPORTED_ENCODING', '지원하지 않는 인코딩입니다.');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return new AppError(e.status, 'BAD_REQUEST', '잘못된 요청입니다.');
  // the database unreachable, hung or too slow: try again later, not a fault of this call
  if (outageReason(err)) return serviceUnavailable();
  return new AppError(500, 'INTERNAL_ERROR', '서비스 이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해주세요.');
}
