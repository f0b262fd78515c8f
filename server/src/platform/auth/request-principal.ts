import type { Request } from 'express';
import type { Config } from '../config.js';
import { Errors } from '../errors.js';
import { currentRequest } from '../log.js';
import type { Principal } from './principal.js';
import { verifyToken } from './tokens.js';

/**
 * The bearer token of a request, verified. A malformed Authorization header or a bad token is a 401 when the call
 * needs a token; public calls ignore it.
 */
export function principalFromRequest(req: Request, config: Config, required: boolean): Principal | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/i.exec(header);
  if (!match) {
    if (required) throw Errors.invalidToken();
    return undefined;
  }
  try {
    const principal = verifyToken(config, match[1]);
    // the request's log line names who made it (only once the token is verified)
    const request = currentRequest();
    if (request && principal.kind === 'user') request.userId = principal.accountId;
    return principal;
  } catch (e) {
    if (required) throw e;
    return undefined;
  }
}
