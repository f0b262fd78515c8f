import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientToken, rest } from './api';
import { authStore, userFromToken } from './auth-store';
import { ApiError } from './http';

const b64url = (o: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;
const userToken = (extra: Record<string, unknown> = {}) =>
  jwt({
    typ: 'user',
    sub: 'member',
    userId: 7,
    roles: ['MEMBER'],
    schoolId: '7000001',
    centerId: null,
    sdCode: '11',
    permissions: ['00001', '00008'],
    authenticationCodeStatus: 'N',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...extra,
  });

interface Call {
  url: string;
  init: RequestInit;
}
let calls: Call[] = [];
let handler: (url: string, init: RequestInit) => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const header = (c: Call, name: string) => new Headers(c.init.headers).get(name);

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  authStore.reset();
  document.cookie = 'svs_valid=; Max-Age=0; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.reset();
});

describe('userFromToken', () => {
  it('reads the claims of SPEC §3 and the name from the account', () => {
    const u = userFromToken(userToken({ authenticationCodeStatus: 'Y' }), { id: 7, loginId: 'member', name: '강담당' });
    expect(u).toEqual({
      accountId: 7,
      loginId: 'member',
      name: '강담당',
      role: 'MEMBER',
      permissions: ['00001', '00008'],
      centerId: undefined,
      schoolId: '7000001',
      sdCode: '11',
      sggCode: undefined,
      authenticationCodeStatus: 'Y',
    });
  });

  it('refuses client-credential tokens and garbage', () => {
    expect(userFromToken(jwt({ typ: 'client', sub: 'svs-web', exp: 9999999999 }))).toBeNull();
    expect(userFromToken('not-a-token')).toBeNull();
    expect(userFromToken(userToken({ roles: ['NOPE'] }))).toBeNull();
  });
});

describe('session', () => {
  it('signs in with form-encoded password grant, basic client auth and cookie mode; keeps the token in memory only', async () => {
    handler = () => json(200, { access_token: userToken(), token_type: 'bearer', expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const u = await authStore.signIn('member', 'Demo1234!');
    expect(u.name).toBe('강담당');
    const c = calls[0];
    expect(c.url).toBe('/app/svs/sign/in');
    expect(c.init.method).toBe('POST');
    expect(header(c, 'Authorization')).toBe('Basic ' + btoa('svs-web:svs-web-secret'));
    expect(header(c, 'X-Session-Mode')).toBe('cookie');
    expect(header(c, 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(c.init.body)).toBe('grant_type=password&username=member&password=Demo1234%21');
    expect(authStore.accessToken()).toBeTruthy();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    setItem.mockRestore();
  });

  it('surfaces the server error code and message', async () => {
    handler = () => json(403, { code: 'ADMIN_LOGIN_FORBIDDEN', message: '관리자는 로그인 할 수 없습니다.' });
    await expect(authStore.signIn('csg_admin', 'x')).rejects.toMatchObject({ status: 403, code: 'ADMIN_LOGIN_FORBIDDEN' });
    expect(authStore.get().user).toBeNull();
  });

  it('at start without the validity cookie: signs out once and starts signed out', async () => {
    handler = () => json(200, { message: 'ok' });
    await authStore.start();
    expect(calls.map((c) => c.url)).toEqual(['/app/svs/sign/out']);
    expect(authStore.get()).toMatchObject({ ready: true, user: null });
  });

  it('at start with the validity cookie: restores the session by a refresh grant', async () => {
    document.cookie = 'svs_valid=Y; Path=/';
    handler = () => json(200, { access_token: userToken(), expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
    await authStore.start();
    expect(calls).toHaveLength(1);
    expect(String(calls[0].init.body)).toBe('grant_type=refresh_token');
    expect(authStore.get()).toMatchObject({ ready: true, user: { loginId: 'member', name: '강담당' } });
  });

  it('a failed refresh clears the session and reports it', async () => {
    handler = () => json(200, { access_token: userToken(), expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
    await authStore.signIn('member', 'Demo1234!');
    const lost = vi.fn();
    authStore.onSessionLost(lost);
    handler = () => json(401, { code: 'INVALID_REFRESH_TOKEN', message: '로그인이 만료되었습니다.' });
    expect(await authStore.refresh()).toBeNull();
    expect(authStore.get().user).toBeNull();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('concurrent refreshes share one call (the refresh token rotates)', async () => {
    handler = () => json(200, { access_token: userToken(), expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
    await Promise.all([authStore.refresh(), authStore.refresh(), authStore.refresh()]);
    expect(calls).toHaveLength(1);
  });
});

describe('rest', () => {
  it('sends the user token to svs-u and retries once after a refresh on INVALID_TOKEN', async () => {
    const first = userToken();
    const second = userToken({ exp: Math.floor(Date.now() / 1000) + 901 });
    handler = () => json(200, { access_token: first, expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
    await authStore.signIn('member', 'Demo1234!');
    calls = [];
    let n = 0;
    handler = (url) => {
      if (url === '/app/svs/sign/in') return json(200, { access_token: second, expires_in: 900, user: { id: 7, loginId: 'member', name: '강담당' } });
      n += 1;
      return n === 1 ? json(401, { code: 'INVALID_TOKEN', message: 'x' }) : json(200, { id: 1 });
    };
    await expect(rest('GET', 'svs-u/account/me')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/app/svs-u/account/me', '/app/svs/sign/in', '/app/svs-u/account/me']);
    expect(header(calls[0], 'Authorization')).toBe(`Bearer ${first}`);
    expect(header(calls[2], 'Authorization')).toBe(`Bearer ${second}`);
  });

  it('gets a client-credentials token for svs-c and fetches a new one on 401', async () => {
    let tokenNo = 0;
    let failed = false;
    handler = (url) => {
      if (url === '/app/auth/token') return json(200, { access_token: `client-${++tokenNo}` });
      if (!failed) {
        failed = true;
        return json(401, { code: 'INVALID_TOKEN', message: 'x' });
      }
      return json(200, []);
    };
    await getClientToken(true);
    calls = [];
    await rest('GET', 'svs-c/local', { query: { searchType: 'SD' } });
    expect(calls.map((c) => c.url)).toEqual(['/app/svs-c/local?searchType=SD', '/app/auth/token', '/app/svs-c/local?searchType=SD']);
    expect(header(calls[0], 'Authorization')).toBe('Bearer client-1');
    expect(header(calls[2], 'Authorization')).toBe('Bearer client-2');
    expect(String(calls[1].init.body)).toBe('grant_type=client_credentials');
  });

  it('throws ApiError with the server code and message; serialises nested query keys with dots', async () => {
    handler = () => json(409, { code: 'DUPLICATE_LOGIN_ID', message: '이미 사용 중인 아이디입니다.' });
    const e = await rest('POST', 'svs/sign/up', { body: {}, query: { search: { searchTemp: 'N' }, empty: '' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, code: 'DUPLICATE_LOGIN_ID', message: '이미 사용 중인 아이디입니다.' });
    expect(calls[0].url).toBe('/app/svs/sign/up?search.searchTemp=N');
    expect(header(calls[0], 'Authorization')).toBeNull();
  });
});

describe('signOut', () => {
  it('drops every unsaved case-record draft kept in this browser, and nothing else', async () => {
    handler = () => json(200, {});
    localStorage.setItem('svs:draft:interview-evaluation:7:new:3:GUARDIAN', '{"values":{},"savedAt":"2026-04-01T00:00:00Z"}');
    localStorage.setItem('svs:draft:interview-evaluation:7:12', '{"values":{},"savedAt":"2026-04-01T00:00:00Z"}');
    localStorage.setItem('svs:lang', 'ko');
    await authStore.signOut();
    expect(Object.keys(localStorage)).toEqual(['svs:lang']);
    localStorage.clear();
  });
});
