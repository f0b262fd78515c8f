import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Running } from '../src/server.js';
import { clientToken, startTestApp, type TestApp } from './harness.js';

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let app: TestApp;
  let secure: Running;
  beforeAll(async () => {
    app = await startTestApp();
    // the same app as deployed behind HTTPS (SECURE_COOKIES=true)
    secure = await serve({ orm: app.orm, embedded: false, close: async () => {} }, { ...app.config, secureCookies: true }, 0);
  });
  afterAll(async () => {
    await secure?.stop();
    await app?.stop();
  });

  const get = (base: string, path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });

  // the app shell, an asset path, the health check, REST (public, token-guarded, unknown) and GraphQL
  const answers = (base: string) => [
    get(base, ''),
    get(base, 'sign/in', { headers: { accept: 'text/html' } }),
    get(base, 'assets/nothing.js'),
    get(base, 'health'),
    get(base, 'svs-u/account/me'),
    get(base, 'svs/no-such-path'),
    get(base, 'graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
  ];

  it('every answer has a CSP with no inline or foreign script, and the other helmet headers', async () => {
    for (const res of await Promise.all(answers(app.url))) {
      const where = res.url;
      const policy = csp(res.headers.get('content-security-policy'));
      expect(policy['script-src'], where).toEqual(["'self'"]);
      expect(policy['script-src-attr'], where).toEqual(["'none'"]);
      expect(policy['default-src'], where).toEqual(["'self'"]);
      expect(policy['object-src'], where).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], where).toEqual(["'none'"]);
      expect(policy['base-uri'], where).toEqual(["'self'"]);
      expect(policy['connect-src'], where).toEqual(["'self'"]);
      // antd's CSS-in-JS needs inline styles (docs/SECURITY.md); scripts never get that
      expect(policy['style-src'], where).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), where).toBe('DENY');
      expect(res.headers.get('referrer-policy'), where).toBe('same-origin');
      expect(res.headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), where).toMatch(/(^|, )camera=\(\)/);
      expect(res.headers.get('permissions-policy'), where).toMatch(/(^|, )geolocation=\(\)/);
      expect(res.headers.get('permissions-policy'), where).toMatch(/(^|, )microphone=\(\)/);
      expect(res.headers.get('x-powered-by'), where).toBeNull();
      // plain http: no HSTS, no upgrade (a browser would then refuse the local server)
      expect(res.headers.get('strict-transport-security'), where).toBeNull();
      expect(policy['upgrade-insecure-requests'], where).toBeUndefined();
    }
  });

  it('with Secure cookies (HTTPS deployment) adds HSTS for a year and upgrade-insecure-requests', async () => {
    for (const res of await Promise.all(answers(secure.url))) {
      expect(res.headers.get('strict-transport-security'), res.url).toBe('max-age=31536000');
      expect(csp(res.headers.get('content-security-policy'))['upgrade-insecure-requests'], res.url).toEqual([]);
    }
  });

  it('the local identity pages keep their own stricter policy (no script at all)', async () => {
    const token = await clientToken(app);
    const fetched = await get(app.url, 'svs-c/kmcert/fetch/SIGN_UP', { headers: { authorization: `Bearer ${token}` } });
    const { certUrl } = (await fetched.json()) as { certUrl: string };
    const page = await fetch(new URL(certUrl, app.url));
    expect(page.status).toBe(200);
    const policy = csp(page.headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
  });
});
