import type { AppError } from '../errors.js';
import type { Ctx } from '../context.js';

export interface GqlContext extends Ctx {
  /** Set when a token was sent but did not verify; raised only by operations that need a token. */
  tokenError?: AppError;
  /** The once-per-request check that the token's account is still active (auth/live.ts). */
  live?: Promise<void>;
  /** Per-request batch loaders of the field resolvers (loaders.ts). */
  loaders?: Map<string, unknown>;
}
