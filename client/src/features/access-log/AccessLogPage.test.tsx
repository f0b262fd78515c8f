import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccessLogPage from './AccessLogPage';
import { AccessLogPageQuery } from './operations';

const page = {
  __typename: 'AccessLogPage' as const,
  totalElements: 3,
  totalCapped: false,
  totalPages: 1,
  current: 1,
  pageSize: 10,
  content: [
    {
      __typename: 'AccessLogEntry' as const,
      id: '7',
      createdAt: '2026-11-23T01:02:03.000Z',
      actorType: 'user',
      loginId: 'admin01',
      role: 'SYSTEM_ADMIN',
      ip: '127.0.0.1',
      action: 'READ' as const,
      subjectType: 'account',
      subjectId: '42',
      count: null,
      reason: null,
      detail: null,
    },
    {
      __typename: 'AccessLogEntry' as const,
      id: '8',
      createdAt: '2026-11-23T01:05:00.000Z',
      actorType: 'respondent',
      loginId: 'simple-evaluation:42',
      role: 'GUARDIAN',
      ip: '10.0.0.7',
      action: 'READ' as const,
      subjectType: 'simple-evaluation',
      subjectId: '42',
      count: null,
      reason: null,
      detail: '링크 회차 5f0c1a2b-0000-4000-8000-000000000001 · 응답자 결과 안내 조회',
    },
    {
      __typename: 'AccessLogEntry' as const,
      id: '9',
      createdAt: '2026-11-23T01:06:00.000Z',
      actorType: 'user',
      loginId: 'center01',
      role: 'CENTER_MEMBER',
      ip: '10.0.0.8',
      action: 'READ' as const,
      subjectType: 'case-minutes',
      subjectId: '5',
      count: null,
      reason: null,
      detail: null,
    },
  ],
};

// the server's declared kinds (accessLogSubjects): the page keeps no list of its own
const SUBJECTS = [
  { __typename: 'AccessLogSubject', value: 'account', label: '사용자 계정' },
  { __typename: 'AccessLogSubject', value: 'simple-evaluation', label: '간편검사' },
  { __typename: 'AccessLogSubject', value: 'case-minutes', label: '사례회의록' },
];

const mocks = [{ request: { query: AccessLogPageQuery, variables: () => true }, result: { data: { accessLogs: page, accessLogSubjects: SUBJECTS } }, maxUsageCount: 10 }];

function renderPage(url = '/auth/access-log?action=READ&subjectId=42') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <AccessLogPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const WAIT = { timeout: 8000 };

describe('AccessLogPage', () => {
  it('lists the log with Korean labels', async () => {
    renderPage();
    expect(await screen.findByText('admin01 (시스템 관리자)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('사용자 계정')).toBeTruthy();
    expect(screen.getAllByText('조회').length).toBeGreaterThan(0);
    // a guardian who read the result through the link: no account, named by the record the link is for
    expect(screen.getByText('보호자 응답자 (간편검사 42)')).toBeTruthy();
    // a kind the page has never heard of reads as the server labels it
    expect(screen.getByText('사례회의록')).toBeTruthy();
  }, 30_000);

  it('asks for a reason before the Excel download and sends it with the list’s filters', async () => {
    fetchMock.mockResolvedValue(new Response('xlsx', { status: 200 }));
    renderPage();
    fireEvent.click(screen.getByText('엑셀 다운로드').closest('button')!);
    fireEvent.click((await screen.findByText('다운로드', { selector: 'button span' }, WAIT)).closest('button')!);
    expect(await screen.findByText('다운로드 사유를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // required, and marked so (issue 29)
    expect(screen.getByText('다운로드 사유', { selector: 'label' }).className).toContain('ant-form-item-required');

    fireEvent.change(screen.getByLabelText('다운로드 사유'), { target: { value: ' 분기 점검 ' } });
    fireEvent.click(screen.getByText('다운로드', { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), WAIT);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/app/svs-u/access-log/excel-download');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ action: 'READ', subjectId: '42', reason: '분기 점검' });
    expect(await screen.findByText('완료되었습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows the server’s refusal of a download', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'FORBIDDEN', message: '요청한 작업에 대한 권한이 없습니다.' }), { status: 403 }));
    renderPage();
    fireEvent.click(screen.getByText('엑셀 다운로드').closest('button')!);
    fireEvent.change(await screen.findByLabelText('다운로드 사유', {}, WAIT), { target: { value: '점검합니다' } });
    fireEvent.click(screen.getByText('다운로드', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('요청한 작업에 대한 권한이 없습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);
});
