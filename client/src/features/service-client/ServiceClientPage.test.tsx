import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ServiceClientsQueryQuery } from '../../gql/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidoListQuery } from '../../shared/ui/pickerOperations';
import { expiryRange, lastDay } from './labels';
import { RegisterServiceClientMutation, RevokeServiceClientMutation, ServiceClientsQuery } from './operations';
import ServiceClientPage from './ServiceClientPage';

type Row = ServiceClientsQueryQuery['serviceClients'][number] & { __typename: 'ServiceClient' };

const client = (over: Partial<Row>): Row => ({
  __typename: 'ServiceClient' as const,
  id: 1,
  clientId: 'svc-0000000000000001',
  name: '교육청 통계 시스템',
  scopes: ['statistics:read'],
  sdCode: '11',
  sdName: '서울특별시',
  rateLimitPerMinute: 60,
  // usable through 2027-03-31 in Korea: it stops at the start of 1 April, Korean time
  expiresAt: '2027-03-31T15:00:00.000Z',
  status: 'ACTIVE',
  revokedAt: null,
  lastCalledAt: '2026-11-26T23:30:00.000Z',
  ...over,
});

const SECRET = 'c2VjcmV0LXNob3duLW9uY2Utb25seS0xMjM0NTY3ODkwYWJj';

let rows: Row[];
let registered: unknown[];
let revoked: number[];
/** The server's refusal of the next revocation, when set. */
let refusal: string | undefined;

const mocks = () => [
  {
    request: { query: ServiceClientsQuery },
    result: () => ({ data: { serviceClients: rows } }),
    maxUsageCount: 20,
  },
  {
    request: { query: SidoListQuery },
    result: { data: { locals: [{ __typename: 'Local', code: '11', name: '서울특별시' }] } },
    maxUsageCount: 20,
  },
  {
    request: { query: RegisterServiceClientMutation, variables: () => true },
    result: (variables: { input: unknown }) => {
      registered.push(variables.input);
      const made = client({ id: 9, clientId: 'svc-00000000000000a9', name: '연구용 분석 시스템', scopes: ['evaluations:read'], sdCode: null, sdName: null, lastCalledAt: null });
      rows = [made, ...rows];
      return { data: { registerServiceClient: { __typename: 'RegisteredServiceClient', client: { __typename: 'ServiceClient', id: 9, clientId: made.clientId, name: made.name }, clientSecret: SECRET } } };
    },
  },
  {
    request: { query: RevokeServiceClientMutation, variables: () => true },
    result: (variables: { id: number }) => {
      if (refusal) return { errors: [{ message: refusal, extensions: { code: 'ALREADY_REVOKED' } }] };
      revoked.push(variables.id);
      rows = rows.map((r) => (r.id === variables.id ? { ...r, status: 'REVOKED', revokedAt: '2026-11-27T01:00:00.000Z' } : r));
      return { data: { revokeServiceClient: { __typename: 'ServiceClient', id: variables.id, status: 'REVOKED', revokedAt: '2026-11-27T01:00:00.000Z' } } };
    },
  },
];

function renderPage() {
  return render(
    <MockedProvider mocks={mocks()}>
      <MemoryRouter initialEntries={['/auth/service-client']}>
        <ServiceClientPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  rows = [
    client({}),
    client({ id: 2, clientId: 'svc-0000000000000002', name: '지난 연구 시스템', scopes: ['statistics:read', 'evaluations:read'], sdCode: null, sdName: null, status: 'EXPIRED', lastCalledAt: null, expiresAt: '2026-01-31T15:00:00.000Z' }),
    client({ id: 3, clientId: 'svc-0000000000000003', name: '폐기한 시스템', status: 'REVOKED', revokedAt: '2026-10-01T00:00:00.000Z', lastCalledAt: '2026-09-30T00:00:00.000Z' }),
  ];
  registered = [];
  revoked = [];
  refusal = undefined;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => cleanup());
const WAIT = { timeout: 8000 };

/**
 * The open dialog showing `text`: antd's ids are all "test-id" under test, so a dialog's name cannot find it; a
 * hidden one, or one still leaving (jsdom plays no animation, so an earlier test's confirm may linger), is passed over.
 */
async function dialogWith(text: string | RegExp) {
  let dialog: HTMLElement | undefined;
  await waitFor(() => {
    dialog = screen
      .getAllByText(text, { ignore: '[style*="display: none"] *' })
      .map((e) => e.closest<HTMLElement>('[role="dialog"]'))
      .find((d): d is HTMLElement => !!d && !/-leave/.test(d.className));
    expect(dialog).toBeTruthy();
  }, WAIT);
  return dialog!;
}

describe('ServiceClientPage', () => {
  it('lists the clients with Korean labels; only an active one can be revoked', async () => {
    renderPage();
    expect(await screen.findByText('교육청 통계 시스템', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('다른 시스템이 통계와 비식별 검사 결과를 읽기 전용으로 가져갈 때 씁니다. 모든 호출은 개인정보 접근 기록에 남습니다.')).toBeTruthy();
    expect(screen.getByText('svc-0000000000000001')).toBeTruthy();
    expect(screen.getAllByText('통계 조회', { selector: 'td *' })).toHaveLength(3);
    expect(screen.getByText('간편검사 결과 조회 (비식별)', { selector: 'td *' })).toBeTruthy();
    expect(screen.getAllByText('서울특별시', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByText('전국', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByText('60회', { selector: 'td *' })).toHaveLength(3);
    // the last day of use in Korea, not the instant it stops
    expect(screen.getAllByText('2027-03-31', { selector: 'td *' })).toHaveLength(2);
    expect(screen.getByText('2026-01-31')).toBeTruthy();
    expect(screen.getByText('사용 중')).toBeTruthy();
    expect(screen.getByText('만료')).toBeTruthy();
    expect(screen.getByText('폐기', { selector: '.ant-tag' })).toBeTruthy();
    // 08:30 on 27 November in Korea; never called: -
    expect(screen.getByText('2026-11-27 08:30')).toBeTruthy();
    expect(screen.getByText('2026-09-30 09:00')).toBeTruthy();
    expect(screen.getByText('-', { selector: 'td *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '교육청 통계 시스템 폐기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '지난 연구 시스템 폐기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '폐기한 시스템 폐기' })).toBeNull();
  }, 30_000);

  it('registers a client and shows its secret once', async () => {
    renderPage();
    await screen.findByText('교육청 통계 시스템', {}, WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '등록' })));
    const dialog = await dialogWith('서비스 클라이언트 등록');

    // nothing filled in: the required fields say so, and nothing is sent
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '등록' })));
    expect(await within(dialog).findByText('이름을 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('권한 범위를 하나 이상 선택해주세요.')).toBeTruthy();
    expect(registered).toEqual([]);
    expect(within(dialog).getByText('이름', { selector: 'label' }).className).toContain('ant-form-item-required');
    expect(within(dialog).getByText('만료일', { selector: 'label' }).className).toContain('ant-form-item-required');
    // the defaults: 60 calls a minute, a year less a day
    expect((within(dialog).getByLabelText(/분당 호출 한도/) as HTMLInputElement).value).toBe('60');
    expect((within(dialog).getByLabelText('만료일') as HTMLInputElement).value).toBe(expiryRange().initial);

    fireEvent.change(within(dialog).getByLabelText('이름'), { target: { value: ' 연구용 분석 시스템 ' } });
    act(() => fireEvent.click(within(dialog).getByRole('checkbox', { name: '간편검사 결과 조회 (비식별)' })));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '등록' })));

    await waitFor(() => expect(registered.length).toBe(1), WAIT);
    const shown = await dialogWith('서비스 클라이언트를 등록했습니다');
    expect(registered).toEqual([{ name: '연구용 분석 시스템', scopes: ['evaluations:read'], sdCode: null, rateLimitPerMinute: 60, expiresOn: expiryRange().initial }]);
    expect(within(shown).getByText('이 비밀번호는 지금 한 번만 보입니다. 안전한 곳에 저장해 전달하세요.')).toBeTruthy();
    expect(within(shown).getByText('svc-00000000000000a9')).toBeTruthy();
    expect(within(shown).getByText('연구용 분석 시스템')).toBeTruthy();
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    act(() => fireEvent.click(within(shown).getByRole('button', { name: '비밀번호 복사' })));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET), WAIT);

    // the list is fetched again with the new client
    expect(await screen.findByText('svc-00000000000000a9', { selector: '.ant-table-cell *' }, WAIT)).toBeTruthy();
    // closed, the secret is gone for good
    act(() => fireEvent.click(within(shown).getByRole('button', { name: '확인' })));
    // (jsdom plays no animation: the dialog's leave is ended by hand, as a browser would)
    await waitFor(() => {
      for (const el of document.querySelectorAll('[class*="-leave-active"]')) {
        el.dispatchEvent(new Event('transitionend'));
        el.dispatchEvent(new Event('animationend'));
      }
      expect(screen.queryByText(SECRET)).toBeNull();
    }, WAIT);
  }, 30_000);

  it('revokes an active client after saying its tokens stop at once', async () => {
    renderPage();
    await screen.findByText('교육청 통계 시스템', {}, WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '교육청 통계 시스템 폐기' })));
    const dialog = await dialogWith(/이미 발급된 토큰도 즉시 사용할 수 없게 되며/);
    expect(revoked).toEqual([]);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '폐기' })));
    await waitFor(() => expect(revoked).toEqual([1]), WAIT);
    expect(await screen.findByText('폐기했습니다.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '교육청 통계 시스템 폐기' })).toBeNull(), WAIT);
    expect(screen.queryByText('사용 중')).toBeNull();
  }, 30_000);

  it('shows the server’s refusal of a revocation', async () => {
    refusal = '이미 폐기된 서비스 클라이언트입니다.';
    renderPage();
    await screen.findByText('교육청 통계 시스템', {}, WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '교육청 통계 시스템 폐기' })));
    const dialog = await dialogWith(/이미 발급된 토큰도 즉시 사용할 수 없게 되며/);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '폐기' })));
    expect(await screen.findByText('이미 폐기된 서비스 클라이언트입니다.', {}, WAIT)).toBeTruthy();
    expect(revoked).toEqual([]);
  }, 30_000);

  it('reads the last day of use in Korean time', () => {
    expect(lastDay('2027-03-31T15:00:00.000Z')).toBe('2027-03-31');
    // 29 February: a year on is 1 March, less a day
    expect(expiryRange(Date.parse('2028-02-28T16:00:00Z'))).toEqual({ first: '2028-03-01', last: '2029-02-28', initial: '2029-02-28' });
    expect(expiryRange(Date.parse('2026-11-27T03:00:00Z'))).toEqual({ first: '2026-11-28', last: '2027-11-27', initial: '2027-11-26' });
  });
});
