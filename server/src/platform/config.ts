import { createSecretKey, type KeyObject } from 'node:crypto';
import { resolve } from 'node:path';

/** Every setting the server reads, in one place. README.md lists them for operators. */
export interface Config {
  port: number;
  host: string;
  /** Real PostgreSQL; when empty an embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  /** DATABASE_PREPARED_STATEMENTS: keep list statements prepared on the database's connections (platform/db/read.ts). */
  preparedStatements: boolean;
  /** How long the database may take before a call gives up and answers 503 (platform/db/orm.ts, docs/OPERATIONS.md). */
  database: DatabaseTimeouts;
  dataDir: string;
  jwtSecret: string;
  /**
   * The same secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a PEM public key
   * (createPublicKey, which throws) on every verify, 15% of the CPU of a trivial authenticated query.
   */
  jwtKey: KeyObject;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  clientId: string;
  clientSecret: string;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  /** The app's public address (scheme, host, port): links sent by SMS and by mail are built on it. */
  publicUrl: string;
  /** Mail outbox relay and driver (platform/mail.ts); see docs/OPERATIONS.md "Mail". */
  mail: MailConfig;
  /** Identity verification (KMC phone, EPKI certificate) driver; see modules/identity/identity.drivers.ts. */
  identityDriver: IdentityDriverName;
  /** Expose the local mailbox at /app/dev/mailbox (demo only). */
  devMailbox: boolean;
  secureCookies: boolean;
  production: boolean;
  /** Prometheus metrics listener (GET /metrics); off when undefined. Never the public port. */
  metricsPort?: number;
  metricsHost: string;
  /**
   * Server processes of `serve` on this machine (WEB_CONCURRENCY, default 1): above 1 a primary forks that many
   * workers sharing the port (server/src/cluster.ts). Needs DATABASE_URL; see docs/OPERATIONS.md.
   */
  workers: number;
  /** SMS outbox relay and provider (platform/sms.ts); see docs/OPERATIONS.md "SMS". */
  sms: SmsConfig;
  /** 우편번호 찾기 (platform/address/); see docs/OPERATIONS.md "Address search". */
  address: AddressConfig;
  /** Where attachment bytes are kept (platform/attachment/storage.ts); see docs/OPERATIONS.md "Attachments". */
  attachments: AttachmentConfig;
  /** Periodic jobs of the modules (platform/jobs.ts): how often each process looks for due work; 0 never. */
  jobIntervalMs: number;
  /** A crisis alert not acknowledged within this time escalates to the managers (CRISIS_ESCALATE_AFTER_HOURS, 24). */
  crisisEscalateAfterMs: number;
}

/**
 * The database's time limits, in milliseconds; 0 turns one off. A call that runs into one answers 503
 * SERVICE_UNAVAILABLE with Retry-After (platform/db/outage.ts), as while the database is unreachable. Unset ones
 * take their default for the database in use (`resolveTimeouts`).
 */
export interface DatabaseTimeouts {
  /** DATABASE_STATEMENT_TIMEOUT_MS (8000): PostgreSQL's statement_timeout, set on each pooled connection. */
  statementMs: number;
  /**
   * DATABASE_QUERY_TIMEOUT_MS: the driver gives up on a statement that got no answer (a database that hangs, a
   * network that drops packets) and closes its connection. Above the statement timeout, so that a slow statement is
   * cancelled by the server first and its connection stays usable: by default the statement timeout + 2 s (10 s) on
   * PostgreSQL, and off on the embedded PGlite, which runs in the server's own thread (a statement there holds the
   * event loop, and the timer, firing after it, would fail a statement that did answer).
   */
  queryMs?: number;
  /**
   * DATABASE_ACQUIRE_TIMEOUT_MS: waiting for a pooled connection, connecting included; by default 5 s on PostgreSQL
   * and 60 s on the embedded PGlite, whose one connection every request queues for.
   */
  acquireMs?: number;
}

export function loadDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const statementMs = positiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 8_000, 0);
  const queryMs = env.DATABASE_QUERY_TIMEOUT_MS ? positiveInt(env, 'DATABASE_QUERY_TIMEOUT_MS', 0, 0) : undefined;
  const acquireMs = env.DATABASE_ACQUIRE_TIMEOUT_MS ? positiveInt(env, 'DATABASE_ACQUIRE_TIMEOUT_MS', 0, 100) : undefined;
  if (queryMs && statementMs && queryMs <= statementMs)
    throw new Error(`DATABASE_QUERY_TIMEOUT_MS=${queryMs} must be above DATABASE_STATEMENT_TIMEOUT_MS=${statementMs}: the server cancels a slow statement first`);
  return { statementMs, queryMs, acquireMs };
}

/** The limits in force on a database: the unset ones take their default for it (see DatabaseTimeouts). */
export const resolveTimeouts = (t: DatabaseTimeouts, embedded: boolean): Required<DatabaseTimeouts> => ({
  statementMs: t.statementMs,
  queryMs: t.queryMs ?? (embedded ? 0 : t.statementMs ? t.statementMs + 2_000 : 10_000),
  acquireMs: t.acquireMs ?? (embedded ? 60_000 : 5_000),
});

export interface AttachmentConfig {
  /** pg: table attachment_blob in the app's database (default); s3: an S3-compatible bucket. */
  storage: 'pg' | 's3';
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Bucket in the path (MinIO and most S3-compatible stores) rather than in the host name. */
    forcePathStyle: boolean;
    /** Prepended to every object key ('svs/'), to share a bucket. */
    prefix?: string;
  };
}

function loadAttachmentConfig(env: NodeJS.ProcessEnv): AttachmentConfig {
  const storage = env.ATTACHMENT_STORAGE || 'pg';
  if (storage !== 'pg' && storage !== 's3') throw new Error(`ATTACHMENT_STORAGE=${storage} is not available: this build has "pg", "s3" (see docs/OPERATIONS.md)`);
  if (storage === 'pg') return { storage };
  const missing = (['ATTACHMENT_S3_BUCKET', 'ATTACHMENT_S3_ACCESS_KEY_ID', 'ATTACHMENT_S3_SECRET_ACCESS_KEY'] as const).filter((k) => !env[k]);
  if (missing.length) throw new Error(`ATTACHMENT_STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.ATTACHMENT_S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('ATTACHMENT_S3_ENDPOINT must be an http(s) URL');
  return {
    storage,
    s3: {
      endpoint,
      region: env.ATTACHMENT_S3_REGION || 'ap-northeast-2',
      bucket: env.ATTACHMENT_S3_BUCKET!,
      accessKeyId: env.ATTACHMENT_S3_ACCESS_KEY_ID!,
      secretAccessKey: env.ATTACHMENT_S3_SECRET_ACCESS_KEY!,
      // a custom endpoint is nearly always MinIO-style path addressing; AWS itself uses virtual hosts
      forcePathStyle: env.ATTACHMENT_S3_FORCE_PATH_STYLE ? env.ATTACHMENT_S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
      prefix: env.ATTACHMENT_S3_PREFIX || undefined,
    },
  };
}

/** Mail drivers this build contains (platform/mail-drivers.ts). */
export const MAIL_DRIVERS = ['local', 'smtp'] as const;
export type MailDriverName = (typeof MAIL_DRIVERS)[number];

export interface MailConfig {
  /** local: kept in mail_outbox for the demo mailbox, nothing leaves the machine; smtp: sent through SMTP_HOST. */
  driver: MailDriverName;
  /** The From header (MAIL_FROM): an address, or `이름 <address>`. Required with smtp. */
  from?: string;
  smtp?: {
    host: string;
    port: number;
    /** TLS from the first byte (465); otherwise STARTTLS when offered. */
    secure: boolean;
    /** Refuse to send without STARTTLS: production with a password over a non-TLS port. */
    requireTls: boolean;
    user?: string;
    password?: string;
    /** Connecting, the greeting and each reply. */
    timeoutMs: number;
  };
  /** Whether this replica runs the relay at all. */
  relay: boolean;
  /** How often the relay looks for due messages; 0: only when a commit queued one. */
  relayIntervalMs: number;
  /** Sending attempts before a message is FAILED. */
  maxAttempts: number;
  /** First retry delay; doubles with each attempt. */
  retryBaseMs: number;
}

const SMTP_VARIABLES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'] as const;

/**
 * MAIL_DRIVER and its settings. With smtp, SMTP_HOST and MAIL_FROM are required and SMTP_USER / SMTP_PASSWORD come
 * together; in production, SMTP settings beside MAIL_DRIVER=local stop the start too (mail meant for people would
 * stay in the table). Error messages name the variables, never their values (a password).
 */
export function loadMailConfig(env: NodeJS.ProcessEnv, production: boolean): MailConfig {
  const driver = env.MAIL_DRIVER || 'local';
  if (!(MAIL_DRIVERS as readonly string[]).includes(driver)) {
    throw new Error(`MAIL_DRIVER=${driver} is not available: this build has ${MAIL_DRIVERS.map((d) => `"${d}"`).join(', ')} (see docs/OPERATIONS.md "Mail")`);
  }
  const base = {
    driver: driver as MailDriverName,
    relay: env.MAIL_RELAY !== 'false',
    // tests drive the relay themselves (or by kicks after commits): no polling statements in the background
    relayIntervalMs: positiveInt(env, 'MAIL_RELAY_INTERVAL_MS', env.NODE_ENV === 'test' ? 0 : 3_000, 0),
    maxAttempts: positiveInt(env, 'MAIL_MAX_ATTEMPTS', 5),
    retryBaseMs: positiveInt(env, 'MAIL_RETRY_BASE_MS', 30_000, 0),
  };
  if (driver === 'local') {
    const set = SMTP_VARIABLES.filter((k) => env[k]);
    if (production && set.length) throw new Error(`${set.join(', ')} set but MAIL_DRIVER is local: set MAIL_DRIVER=smtp to send mail, or remove them`);
    return base;
  }
  const missing: string[] = (['SMTP_HOST', 'MAIL_FROM'] as const).filter((k) => !env[k]?.trim());
  if (!!env.SMTP_USER !== !!env.SMTP_PASSWORD) missing.push(env.SMTP_USER ? 'SMTP_PASSWORD' : 'SMTP_USER');
  if (missing.length) throw new Error(`MAIL_DRIVER=smtp needs ${missing.join(', ')} (see docs/OPERATIONS.md "Mail")`);
  if (env.SMTP_SECURE && !/^(true|false)$/.test(env.SMTP_SECURE)) throw new Error(`SMTP_SECURE=${env.SMTP_SECURE} is not true or false`);
  const secure = env.SMTP_SECURE === 'true';
  const port = positiveInt(env, 'SMTP_PORT', secure ? 465 : 587);
  if (port > 65_535) throw new Error(`SMTP_PORT=${port} is not a port number`);
  const from = env.MAIL_FROM!.trim();
  if (!/^(?:[^<>]*<\s*[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(from))
    throw new Error(`MAIL_FROM=${from} is not an address (noreply@svs.example.kr, or 정신건강 전문가 학교지원 사업 <noreply@svs.example.kr>)`);
  return {
    ...base,
    from,
    smtp: {
      host: env.SMTP_HOST!.trim(),
      port,
      secure,
      requireTls: production && !secure && !!env.SMTP_USER,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      timeoutMs: positiveInt(env, 'SMTP_TIMEOUT_MS', 10_000),
    },
  };
}

/** Address search drivers this build contains (platform/address/). */
export const ADDRESS_DRIVERS = ['local', 'juso'] as const;
export type AddressDriverName = (typeof ADDRESS_DRIVERS)[number];

export interface AddressConfig {
  /** local: a bundled sample of invented addresses; juso: 행정안전부 도로명주소 검색 API. */
  driver: AddressDriverName;
  /** The provider's approval key (juso: confmKey). */
  apiKey?: string;
  baseUrl: string;
  /** One provider call's time limit. */
  timeoutMs: number;
}

/** SMS drivers this build contains (platform/sms-drivers.ts). */
export const SMS_DRIVERS = ['local', 'solapi'] as const;
export type SmsDriverName = (typeof SMS_DRIVERS)[number];

export interface SmsConfig {
  /** local: nothing leaves the machine (the send history is the demo phone); solapi: the Solapi REST API. */
  driver: SmsDriverName;
  apiKey?: string;
  apiSecret?: string;
  /** The pre-registered sender number (digits). */
  sender?: string;
  baseUrl: string;
  /** Whether this replica runs the relay at all (SMS_RELAY=false: a replica that only serves requests). */
  relay: boolean;
  /** How often the relay looks for due messages; 0: only when a commit queued one (kick). */
  relayIntervalMs: number;
  /** Sending attempts before a message is FAILED. */
  maxAttempts: number;
  /** First retry delay; doubles with each attempt. */
  retryBaseMs: number;
  /** One provider call's time limit. */
  timeoutMs: number;
}

const positiveInt = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number => {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  if (!/^\d{1,9}$/.test(v) || Number(v) < min) throw new Error(`${name}=${v} must be a whole number of at least ${min}`);
  return Number(v);
};

function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const driver = env.SMS_DRIVER || 'local';
  if (!(SMS_DRIVERS as readonly string[]).includes(driver)) {
    throw new Error(`SMS_DRIVER=${driver} is not available: this build has ${SMS_DRIVERS.map((d) => `"${d}"`).join(', ')} (see docs/OPERATIONS.md)`);
  }
  const sms: SmsConfig = {
    driver: driver as SmsDriverName,
    apiKey: env.SMS_API_KEY || undefined,
    apiSecret: env.SMS_API_SECRET || undefined,
    sender: env.SMS_SENDER ? env.SMS_SENDER.replace(/[ -]/g, '') : undefined,
    baseUrl: (env.SMS_BASE_URL || 'https://api.solapi.com').replace(/\/+$/, ''),
    relay: env.SMS_RELAY !== 'false',
    // tests drive the relay themselves (or by kicks after commits): no polling statements in the background
    relayIntervalMs: positiveInt(env, 'SMS_RELAY_INTERVAL_MS', env.NODE_ENV === 'test' ? 0 : 3_000, 0),
    maxAttempts: positiveInt(env, 'SMS_MAX_ATTEMPTS', 5),
    retryBaseMs: positiveInt(env, 'SMS_RETRY_BASE_MS', 30_000, 0),
    timeoutMs: positiveInt(env, 'SMS_TIMEOUT_MS', 10_000),
  };
  if (sms.driver === 'solapi') {
    const missing = (['SMS_API_KEY', 'SMS_API_SECRET', 'SMS_SENDER'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`SMS_DRIVER=solapi needs ${missing.join(', ')}`);
    if (!/^\d{8,11}$/.test(sms.sender!)) throw new Error('SMS_SENDER must be the registered sender number (8 to 11 digits)');
    if (!/^https?:\/\//.test(sms.baseUrl)) throw new Error('SMS_BASE_URL must be an http(s) URL');
  }
  return sms;
}

function loadAddressConfig(env: NodeJS.ProcessEnv): AddressConfig {
  const driver = env.ADDRESS_DRIVER || 'local';
  if (!(ADDRESS_DRIVERS as readonly string[]).includes(driver)) {
    throw new Error(`ADDRESS_DRIVER=${driver} is not available: this build has ${ADDRESS_DRIVERS.map((d) => `"${d}"`).join(', ')} (see docs/OPERATIONS.md)`);
  }
  const address: AddressConfig = {
    driver: driver as AddressDriverName,
    apiKey: env.ADDRESS_API_KEY || undefined,
    baseUrl: env.ADDRESS_BASE_URL || 'https://business.juso.go.kr/addrlink/addrLinkApi.do',
    timeoutMs: positiveInt(env, 'ADDRESS_TIMEOUT_MS', 5_000),
  };
  if (address.driver === 'juso') {
    if (!address.apiKey) throw new Error('ADDRESS_DRIVER=juso needs ADDRESS_API_KEY (the approval key of business.juso.go.kr)');
    if (!/^https?:\/\//.test(address.baseUrl)) throw new Error('ADDRESS_BASE_URL must be an http(s) URL');
  }
  return address;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

/**
 * The public address links are built on (consent and answer links sent by SMS). In production it must be the https
 * address people open on their phones: a missing one would text http://localhost links to every guardian, and an
 * http one would hand the respondent's code and token to anyone on the way. Anything else stops the start.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv, production: boolean): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!production) return (raw || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  const example = 'e.g. PUBLIC_URL=https://svs.example.kr';
  if (!raw) throw new Error(`PUBLIC_URL must be set in production: the https address people open, on which the links sent by SMS are built (${example})`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL=${raw} is not a URL (${example})`);
  }
  if (url.protocol !== 'https:') throw new Error(`PUBLIC_URL=${raw} must start with https:// in production: links sent by SMS carry respondents to it (${example})`);
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127\./.test(host))
    throw new Error(`PUBLIC_URL=${raw} names this machine (localhost): phones that receive the SMS links cannot reach it (${example})`);
  if (url.username || url.password || url.search || url.hash) throw new Error(`PUBLIC_URL=${raw} must be a plain address, without user, query or fragment (${example})`);
  return url.toString().replace(/\/+$/, '');
}

/** Identity drivers this build contains. A real KMC / EPKI driver adds its name here and in identity.drivers.ts. */
export const IDENTITY_DRIVERS = ['local'] as const;
export type IdentityDriverName = (typeof IDENTITY_DRIVERS)[number];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || (production ? '' : 'dev-only-jwt-secret-do-not-use-in-production');
  if (!jwtSecret || jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be set to at least 32 characters in production');
  }
  const identityDriver = env.IDENTITY_DRIVER || 'local';
  if (!(IDENTITY_DRIVERS as readonly string[]).includes(identityDriver)) {
    throw new Error(
      `IDENTITY_DRIVER=${identityDriver} is not available: this build has only ${IDENTITY_DRIVERS.map((d) => `"${d}"`).join(', ')}. ` +
        'A real KMC / EPKI driver must be added to server/src/modules/identity/identity.drivers.ts (see docs/OPERATIONS.md).',
    );
  }
  if (env.METRICS_PORT && !/^\d{1,5}$/.test(env.METRICS_PORT)) throw new Error(`METRICS_PORT=${env.METRICS_PORT} is not a port number`);
  const workers = Number(env.WEB_CONCURRENCY || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`WEB_CONCURRENCY=${env.WEB_CONCURRENCY} is not a number of processes (1 to 64)`);
  if (env.DATABASE_PREPARED_STATEMENTS && !/^(true|false)$/.test(env.DATABASE_PREPARED_STATEMENTS))
    throw new Error(`DATABASE_PREPARED_STATEMENTS=${env.DATABASE_PREPARED_STATEMENTS} is not true or false`);
  if (workers > 1 && !env.DATABASE_URL) throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
    database: loadDatabaseTimeouts(env),
    dataDir: resolve(env.DATA_DIR || './data'),
    jwtSecret,
    jwtKey: createSecretKey(Buffer.from(jwtSecret, 'utf8')),
    accessTokenTtlSec: Number(env.ACCESS_TOKEN_TTL_SEC || 900),
    refreshTokenTtlSec: Number(env.REFRESH_TOKEN_TTL_SEC || 604_800),
    clientId: env.OAUTH_CLIENT_ID || 'svs-web',
    clientSecret: env.OAUTH_CLIENT_SECRET || 'svs-web-secret',
    clientDist: resolve(env.CLIENT_DIST || new URL('../../../client/dist', import.meta.url).pathname),
    publicUrl: publicUrlOf(env, production),
    mail: loadMailConfig(env, production),
    identityDriver: identityDriver as IdentityDriverName,
    // on by default only for the embedded demo database: a server on a real PostgreSQL must opt in
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : !production && !env.DATABASE_URL,
    secureCookies: env.SECURE_COOKIES === 'true',
    production,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    // loopback unless the operator opens it (a scraper in another container or pod needs METRICS_HOST=0.0.0.0)
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    workers,
    sms: loadSmsConfig(env),
    address: loadAddressConfig(env),
    attachments: loadAttachmentConfig(env),
    jobIntervalMs: positiveNumber(env, 'JOB_INTERVAL_SEC', 60) * 1000,
    crisisEscalateAfterMs: positiveNumber(env, 'CRISIS_ESCALATE_AFTER_HOURS', 24) * 3_600_000,
  };
}

/** A number setting ≥ 0 (fractions allowed), or its default; anything else stops the start with its name. */
function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${raw} is not a number of 0 or more`);
  return n;
}
