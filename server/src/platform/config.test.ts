import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/**
 * PUBLIC_URL in production: the links texted to guardians and students are built on it, so a server that would send
 * http:// or localhost links refuses to start, saying which setting is wrong and what it should look like.
 */
const SECRET = 'config-test-secret-that-is-long-enough-0123';
const production = (env: Record<string, string | undefined>) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...env });

describe('PUBLIC_URL in production', () => {
  it('takes an https address and builds links on it without a trailing slash', () => {
    expect(production({ PUBLIC_URL: 'https://svs.example.kr' }).publicUrl).toBe('https://svs.example.kr');
    expect(production({ PUBLIC_URL: 'https://svs.example.kr/' }).publicUrl).toBe('https://svs.example.kr');
    expect(production({ PUBLIC_URL: ' https://svs.example.kr:8443/mind/ ' }).publicUrl).toBe('https://svs.example.kr:8443/mind');
  });

  it('refuses a missing address', () => {
    expect(() => production({})).toThrow(/^PUBLIC_URL must be set in production: .*https:\/\/svs\.example\.kr/);
    expect(() => production({ PUBLIC_URL: '  ' })).toThrow(/^PUBLIC_URL must be set in production/);
  });

  it('refuses an address that is not https', () => {
    expect(() => production({ PUBLIC_URL: 'http://svs.example.kr' })).toThrow('PUBLIC_URL=http://svs.example.kr must start with https:// in production');
    expect(() => production({ PUBLIC_URL: 'svs.example.kr' })).toThrow(/PUBLIC_URL=svs\.example\.kr (is not a URL|must start with https)/);
    expect(() => production({ PUBLIC_URL: 'ftp://svs.example.kr' })).toThrow(/must start with https:\/\//);
  });

  it('refuses localhost and the other names of this machine', () => {
    for (const url of ['https://localhost', 'https://LOCALHOST:3000', 'https://app.localhost', 'https://127.0.0.1', 'https://127.1.2.3:8443', 'https://[::1]', 'https://0.0.0.0'])
      expect(() => production({ PUBLIC_URL: url }), url).toThrow(/names this machine \(localhost\)/);
  });

  it('refuses credentials, a query or a fragment in the address', () => {
    for (const url of ['https://user:pw@svs.example.kr', 'https://svs.example.kr/?a=1', 'https://svs.example.kr/#top'])
      expect(() => production({ PUBLIC_URL: url }), url).toThrow(/must be a plain address/);
  });

  it('outside production keeps the local default, so the demo runs with no setting', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:5173/' }).publicUrl).toBe('http://127.0.0.1:5173');
  });
});

describe('the server process', () => {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));

  /** `cli serve` as production starts it; resolves with its exit code and what it wrote. */
  function serve(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'serve'], {
      cwd: serverDir,
      // no DATABASE_URL: were the check missed, the server would start the embedded database in a throw-away folder
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent/svs-config-test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    return new Promise((resolve) =>
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      }),
    );
  }

  it('refuses to start with an http PUBLIC_URL, and says why', async () => {
    const { code, out } = await serve({ PUBLIC_URL: 'http://localhost:3000' });
    expect(code).toBe(1);
    expect(out.trim()).toBe('PUBLIC_URL=http://localhost:3000 must start with https:// in production: links sent by SMS carry respondents to it (e.g. PUBLIC_URL=https://svs.example.kr)');
  }, 60_000);

  it('refuses to start without PUBLIC_URL', async () => {
    const { code, out } = await serve({});
    expect(code).toBe(1);
    expect(out).toMatch(/^PUBLIC_URL must be set in production/);
    expect(out).not.toMatch(/정신건강 전문가 학교지원 사업: http/);
  }, 60_000);
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('keeps statements prepared unless turned off (a pooler in transaction mode without prepared-statement support)', async () => {
    const { ormConfig } = await import('./db/orm.js');
    const dev = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env });
    expect(dev({}).preparedStatements).toBe(true);
    expect(dev({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(() => dev({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow('DATABASE_PREPARED_STATEMENTS=no is not true or false');
    const pool = (preparedStatements: boolean) => ormConfig({ url: 'postgresql://db/x', embedded: false, preparedStatements, entities: [] }).pool;
    expect(pool(true)?.afterCreate).toBeTypeOf('function');
    expect(pool(false)?.afterCreate).toBeUndefined();
  });
});
