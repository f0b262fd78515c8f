import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { jusoAddressProvider } from '../src/platform/address/juso.js';
import { loadConfig } from '../src/platform/config.js';
import { gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectGqlError } from './util.js';

let app: TestApp;
let teacher: string;
beforeAll(async () => {
  app = await startTestApp();
  teacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) }));
});
afterAll(() => app?.stop());

const SEARCH = 'query($keyword: String!, $page: Int) { searchAddress(keyword: $keyword, page: $page) { totalElements current totalPages content { postcode roadAddress jibunAddress } } }';
const search = (keyword: string, page?: number, token: string | undefined = teacher) => gql(app, SEARCH, { keyword, page }, token);

describe('searchAddress with the local driver', () => {
  it('finds the sample rows whose road or lot-number address holds every word, ten a page', async () => {
    const res = await search('테헤란로');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.data.searchAddress;
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.length).toBeLessThanOrEqual(10);
    for (const a of page.content) {
      expect(a.roadAddress).toContain('테헤란로');
      expect(a.postcode).toMatch(/^\d{5}$/);
      expect(a.jibunAddress).toMatch(/^서울특별시 강남구/);
    }
    // two words, spaces ignored within a word
    const both = (await search('부산광역시 해운대로')).body.data.searchAddress;
    expect(both.totalElements).toBeGreaterThan(0);
    expect(both.content.every((a: { roadAddress: string }) => a.roadAddress.startsWith('부산광역시') && a.roadAddress.includes('해운대로'))).toBe(true);
    // a lot-number address (동) finds it too; a postcode prefix finds by postcode
    expect((await search('혜화동')).body.data.searchAddress.totalElements).toBeGreaterThan(0);
    const byCode = (await search('063')).body.data.searchAddress;
    expect(byCode.content.every((a: { postcode: string }) => a.postcode.startsWith('063'))).toBe(true);
    expect((await search('없는도로명')).body.data.searchAddress).toMatchObject({ totalElements: 0, content: [] });
  });

  it('pages through the hits without repeating a row', async () => {
    const first = (await search('서울특별시', 1)).body.data.searchAddress;
    expect(first.totalElements).toBeGreaterThan(10);
    const second = (await search('서울특별시', 2)).body.data.searchAddress;
    expect(second.current).toBe(2);
    const firstRoads = new Set(first.content.map((a: { roadAddress: string }) => a.roadAddress));
    expect(second.content.some((a: { roadAddress: string }) => firstRoads.has(a.roadAddress))).toBe(false);
  });

  it('asks for a sign-in and a keyword of two characters or more', async () => {
    expectGqlError(await search('테헤란로', undefined, ''), 401, 'UNAUTHENTICATED');
    expectGqlError(await search(' 가 '), 400, 'BAD_USER_INPUT', '검색어를 두 글자 이상 입력해주세요.');
    expectGqlError(await search('테헤란로', 0), 400, 'BAD_USER_INPUT', '페이지 번호가 올바르지 않습니다.');
  });
});

describe('the juso.go.kr driver', () => {
  let fake: Server;
  let base: string;
  let lastQuery: URLSearchParams | undefined;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      lastQuery = new URL(req.url!, 'http://x').searchParams;
      const keyword = lastQuery.get('keyword');
      res.setHeader('Content-Type', 'application/json');
      if (keyword === '가') {
        res.end(JSON.stringify({ results: { common: { errorCode: 'E0006', errorMessage: '주소를 상세히 입력해 주시기 바랍니다.', totalCount: '0' }, juso: null } }));
        return;
      }
      if (keyword === '고장') {
        res.end(JSON.stringify({ results: { common: { errorCode: 'E0001', errorMessage: '승인되지 않은 KEY 입니다.' } } }));
        return;
      }
      res.end(
        JSON.stringify({
          results: {
            common: { errorCode: '0', errorMessage: '정상', totalCount: '31' },
            juso: [{ zipNo: '03000', roadAddr: '서울특별시 종로구 예시로 1', jibunAddr: '서울특별시 종로구 예시동 1' }],
          },
        }),
      );
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/addrlink/addrLinkApi.do`;
  });
  afterAll(() => new Promise<void>((r) => fake.close(() => r())));

  it('sends the key, page and keyword, and maps the answer', async () => {
    const juso = jusoAddressProvider({ apiKey: 'KEY', baseUrl: base, timeoutMs: 2000 });
    const page = await juso.search('예시로', 2, 10);
    expect(Object.fromEntries(lastQuery!)).toEqual({ confmKey: 'KEY', currentPage: '2', countPerPage: '10', keyword: '예시로', resultType: 'json' });
    expect(page).toEqual({ content: [{ postcode: '03000', roadAddress: '서울특별시 종로구 예시로 1', jibunAddress: '서울특별시 종로구 예시동 1' }], totalElements: 31, current: 2, pageSize: 10 });
  });

  it("passes on the provider's refusal of a keyword (400) and turns any other failure into 502", async () => {
    const juso = jusoAddressProvider({ apiKey: 'KEY', baseUrl: base, timeoutMs: 2000 });
    await expect(juso.search('가', 1, 10)).rejects.toMatchObject({ status: 400, message: '주소를 상세히 입력해 주시기 바랍니다.' });
    await expect(juso.search('고장', 1, 10)).rejects.toMatchObject({ status: 502, code: 'ADDRESS_SEARCH_UNAVAILABLE' });
    const down = jusoAddressProvider({ apiKey: 'KEY', baseUrl: 'http://127.0.0.1:1/none', timeoutMs: 2000 });
    await expect(down.search('예시로', 1, 10)).rejects.toMatchObject({ status: 502, code: 'ADDRESS_SEARCH_UNAVAILABLE' });
  });

  it('is chosen by ADDRESS_DRIVER=juso, which needs its key', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).address.driver).toBe('local');
    expect(() => loadConfig({ NODE_ENV: 'test', ADDRESS_DRIVER: 'juso' })).toThrow(/ADDRESS_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', ADDRESS_DRIVER: 'kakao' })).toThrow(/ADDRESS_DRIVER=kakao is not available/);
    expect(loadConfig({ NODE_ENV: 'test', ADDRESS_DRIVER: 'juso', ADDRESS_API_KEY: 'k' }).address).toMatchObject({ driver: 'juso', apiKey: 'k' });
  });
});
