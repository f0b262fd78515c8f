import { resolve } from 'node:path';

/** Every setting the server reads, in one place. README.md lists them for operators. */
export interface Config {
  port: number;
  host: string;
  /** Real PostgreSQL; when empty an embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  clientId: string;
  clientSecret: string;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  mailDriver: 'local';
  /** Expose the local mailbox at /app/dev/mailbox (demo only). */
  devMailbox: boolean;
  secureCookies: boolean;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || (production ? '' : 'dev-only-jwt-secret-do-not-use-in-production');
  if (!jwtSecret || jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be set to at least 32 characters in production');
  }
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    jwtSecret,
    accessTokenTtlSec: Number(env.ACCESS_TOKEN_TTL_SEC || 900),
    refreshTokenTtlSec: Number(env.REFRESH_TOKEN_TTL_SEC || 604_800),
    clientId: env.OAUTH_CLIENT_ID || 'svs-web',
    clientSecret: env.OAUTH_CLIENT_SECRET || 'svs-web-secret',
    clientDist: resolve(env.CLIENT_DIST || new URL('../../../client/dist', import.meta.url).pathname),
    mailDriver: 'local',
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : !production,
    secureCookies: env.SECURE_COOKIES === 'true',
    production,
  };
}
