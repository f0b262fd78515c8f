import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStatisticsPageQuery, RequestStatisticsPageQuery, StatisticsOptionsQuery } from './operations';
import ReportStatisticsPage from './ReportStatisticsPage';
import RequestStatisticsPage from './RequestStatisticsPage';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };
const count = (code: string, name: string, n: number) => ({ __typename: 'RequestCount' as const, code, name, count: n });
const months = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'MonthlyRequestStatistics' as const,
  month: i + 1,
  requested: i === 2 ? 4 : 0,
  approved: i === 2 ? 3 : 0,
  closed: i === 4 ? 1 : 0,
}));

let calls: Record<string, unknown>[] = [];
const lastCall = () => calls[calls.length - 1];

const options = {
  request: { query: StatisticsOptionsQuery },
  result: {
    data: {
      requestStatisticsOptions: {
        __typename: 'RequestStatisticsOptions' as const,
        years: [2026, 2025],
        sidos: [count('11', '서울특별시', 6), count('41', '경기도', 1)],
        centers: [count('3', '종로센터', 6), count('5', '수원센터', 1)],
      },
    },
  },
  maxUsageCount: 10,
};

function renderPage(Page: ComponentType, path: string, url: string) {
  calls = [];
  const mocks = [
    options,
    {
      request: { query: RequestStatisticsPageQuery, variables: () => true },
      result: (v: Record<string, unknown>) => {
        calls.push(v);
        return {
          data: {
            requestStatistics: {
              __typename: 'RequestStatistics' as const,
              total: 1234,
              byStatus: [count('REQUESTED', '접수', 17), count('COMPLETED', '승인', 1200), count('CLOSED', '종결', 17)],
              byType: [count('GENERAL', '일반 의뢰', 1000), count('SIMPLE_EVALUATION', '간편검사 연계', 234)],
            },
            monthlyRequestStatistics: months,
            localRequestStatistics: [{ __typename: 'LocalRequestStatistics' as const, code: '11110', name: '종로구', requested: 9, approved: 5, closed: 2 }],
          },
        };
      },
      maxUsageCount: 20,
    },
    {
      request: { query: ReportStatisticsPageQuery, variables: () => true },
      result: (v: Record<string, unknown>) => {
        calls.push(v);
        return {
          data: {
            completedRequestStatistics: {
              __typename: 'CompletedRequestStatistics' as const,
              total: 8,
              inProgress: 5,
              closed: 2,
              reportSent: 1,
              byStep: [count('IN_DEPTH_EVALUATION', '심층평가', 3), count('CASE_MEETING', '사례회의', 2)],
            },
            monthlyRequestStatistics: months,
            caseMinutesStatistics: {
              __typename: 'CaseMinutesStatistics' as const,
              meetings: 4,
              cases: 3,
              byMonth: Array.from({ length: 12 }, (_, i) => count(String(i + 1), `${i + 1}월`, i === 2 ? 3 : i === 3 ? 1 : 0)),
              byPrimaryDiagnostic: [count('DEPRESSION', '우울', 3), count('ANXIETY', '불안', 1)],
              byInterventionPlan: [count('INDIVIDUAL', '개별 상담', 2)],
              byInstitutionalLinkage: [count('WEE', 'Wee 센터·클래스', 1)],
            },
          },
        };
      },
      maxUsageCount: 20,
    },
  ];
  return renderRoutes([{ path, element: <Page /> }], url, mocks).router;
}

/** The cells of a table's row, found by the table's caption and the row's header. */
function rowOf(caption: string, rowName: string): string[] {
  const table = screen.getByRole('table', { name: caption });
  const header = within(table).getByRole('rowheader', { name: rowName });
  return within(header.closest('tr')!).getAllByRole('cell').map((c) => c.textContent ?? '');
}

describe('statistics screens', () => {
  it('의뢰 통계: the URL filters are the query variables, and the tables show the figures', async () => {
    renderPage(RequestStatisticsPage, '/auth/statistics/request', '/auth/statistics/request?year=2026&sdCode=11');
    expect(await screen.findByRole('table', { name: '상태별 의뢰' }, WAIT)).toBeTruthy();
    expect(lastCall()).toEqual({ year: 2026, sdCode: '11' });
    expect(rowOf('상태별 의뢰', '승인')).toEqual(['1,200']);
    expect(rowOf('상태별 의뢰', '합계')).toEqual(['1,234']);
    expect(rowOf('유형별 의뢰', '간편검사 연계')).toEqual(['234']);
    expect(rowOf('월별 접수·승인·종결 (2026년)', '3월')).toEqual(['4', '3', '0']);
    // a 시도 is chosen: the regions are its 시군구
    expect(rowOf('시군구별 접수·승인·종결', '종로구')).toEqual(['9', '5', '2']);
  }, 30_000);

  it('the filter form drives the query (a center), and a bad period is refused in Korean without a query', async () => {
    const router = renderPage(RequestStatisticsPage, '/auth/statistics/request', '/auth/statistics/request');
    await screen.findByRole('table', { name: '상태별 의뢰' }, WAIT);
    expect(lastCall()).toEqual({});

    act(() => fireEvent.mouseDown(screen.getByRole('combobox', { name: '센터' })));
    const center = await screen.findByTitle('수원센터', {}, WAIT);
    act(() => fireEvent.click(center));
    act(() => fireEvent.click(screen.getByRole('button', { name: '검색' })));
    await waitFor(() => expect(lastCall()).toEqual({ centerId: 5 }), WAIT);
    expect(router.state.location.search).toBe('?centerId=5');

    const before = calls.length;
    act(() => {
      void router.navigate('/auth/statistics/request?fromDate=2026-03-01&toDate=2026-02-01');
    });
    expect(await screen.findByText('종료일은 시작일보다 이후여야 합니다.', {}, WAIT)).toBeTruthy();
    expect(calls.length).toBe(before);
  }, 30_000);

  it('보고 통계: the approved cases, steps and case meetings as tables', async () => {
    renderPage(ReportStatisticsPage, '/auth/statistics/report', '/auth/statistics/report?year=2025');
    expect(await screen.findByRole('table', { name: '사례 현황' }, WAIT)).toBeTruthy();
    expect(lastCall()).toEqual({ year: 2025 });
    expect(rowOf('사례 현황', '진행 중')).toEqual(['5']);
    expect(rowOf('사례 현황', '종결 보고 발송')).toEqual(['1']);
    expect(rowOf('진행 중인 사례의 단계별 건수', '심층평가')).toEqual(['3']);
    expect(rowOf('월별 승인·종결 (2025년)', '5월')).toEqual(['0', '1']);
    expect(rowOf('월별 사례회의 (2025년)', '3월')).toEqual(['3']);
    expect(rowOf('월별 사례회의 (2025년)', '합계')).toEqual(['4']);
    expect(rowOf('사례회의 주 진단별 (중복 포함)', '우울')).toEqual(['3']);
    expect(rowOf('사례회의 기관 연계별 (중복 포함)', 'Wee 센터·클래스')).toEqual(['1']);
    // mentions of several codes per meeting are not summed into a misleading total
    expect(() => rowOf('사례회의 주 진단별 (중복 포함)', '합계')).toThrow();
    expect(screen.queryByText('준비 중')).toBeNull();
  }, 30_000);

  it('downloads the screen\'s figures with the filters on screen, after asking for a reason', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''report.xlsx" } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderPage(ReportStatisticsPage, '/auth/statistics/report', '/auth/statistics/report?year=2025&centerId=3');
    await screen.findByRole('table', { name: '사례 현황' }, WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' })));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '내려받기' })));
    expect(await within(dialog).findByText('다운로드 사유를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(sent).toHaveLength(0);
    act(() => fireEvent.change(within(dialog).getByLabelText('내려받는 사유'), { target: { value: '분기 보고' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '내려받기' })));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0].url).toMatch(/svs-u\/request\/statistics-excel-download$/);
    expect(sent[0].body).toEqual({ sheet: 'REPORT', year: 2025, centerId: 3, fileName: '보고 통계', reason: '분기 보고' });
  }, 30_000);
});

afterEach(() => vi.unstubAllGlobals());
