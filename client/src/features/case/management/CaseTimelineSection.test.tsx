import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { koreanYear } from '../../../shared/format';
import { CaseOutcomesExport } from './CaseOutcomesExport';
import { CaseTimelineSection } from './CaseTimelineSection';
import { CaseTimelineQuery } from './timelineOperations';

const WAIT = { timeout: 8000 };

const row = (measure: string, name: string, pre: number | null, preBand: string | null, post: number | null, postBand: string | null, change: number | null, direction: string | null) => ({
  __typename: 'SdqChangeRow' as const,
  measure,
  name,
  higherIsBetter: measure === 'PROSOCIAL',
  pre,
  preBand,
  post,
  postBand,
  change,
  direction,
});
const score = (t: number, rangeName: string) => ({ __typename: 'TimelineScreeningScore' as const, t, rangeName });

const FULL = {
  __typename: 'CaseTimeline' as const,
  requestId: 7,
  screenings: [
    {
      __typename: 'TimelineScreening' as const,
      evaluationId: 1,
      year: 2025,
      studentCode: '2025-S1-0012',
      referred: false,
      normDemo: false,
      crisis: false,
      total: score(66.2, '관심군'),
      categories: [{ ...score(72, '우선 관심군'), scale: 'emot', name: '정서 문제' }],
    },
    {
      __typename: 'TimelineScreening' as const,
      evaluationId: 2,
      year: 2026,
      studentCode: '2026-S1-0003',
      referred: true,
      normDemo: true,
      crisis: false,
      total: score(71.5, '우선 관심군'),
      categories: [{ ...score(60, '일반군'), scale: 'emot', name: '정서 문제' }],
    },
  ],
  sdq: [
    {
      __typename: 'SdqInformantChange' as const,
      informant: 'GUARDIAN',
      informantName: '보호자',
      preDoneAt: '2026-03-25T03:00:00.000Z',
      postDoneAt: '2026-06-01T03:00:00.000Z',
      rows: [
        row('EMOTIONAL', '정서 증상', 10, 'VERY_HIGH', 5, 'HIGH', -5, 'IMPROVED'),
        row('PROSOCIAL', '친사회적 행동', 10, 'CLOSE_TO_AVERAGE', 5, 'HIGH', -5, 'WORSENED'),
        row('TOTAL', '총 난점', 30, 'VERY_HIGH', 20, 'VERY_HIGH', -10, 'IMPROVED'),
      ],
    },
    {
      __typename: 'SdqInformantChange' as const,
      informant: 'STUDENT',
      informantName: '학생',
      preDoneAt: '2026-03-26T03:00:00.000Z',
      postDoneAt: null,
      rows: [row('TOTAL', '총 난점', 10, 'CLOSE_TO_AVERAGE', null, null, null, null)],
    },
  ],
  cgi: { __typename: 'CgiChange' as const, preS: 5, postS: 3, changeS: -2, direction: 'IMPROVED', postI: 2, preSName: '5 뚜렷함', postSName: '3 경도', postIName: '2 많이 좋아짐' },
  events: [
    { __typename: 'TimelineEvent' as const, date: '2026-03-02', kind: 'FILED', label: '의뢰 접수', detail: null },
    { __typename: 'TimelineEvent' as const, date: '2026-03-25', kind: 'SDQ', label: 'SDQ-KR 검사', detail: '사전 · 보호자' },
  ],
};
const EMPTY = {
  __typename: 'CaseTimeline' as const,
  requestId: 7,
  screenings: [],
  sdq: [],
  cgi: { __typename: 'CgiChange' as const, preS: null, postS: null, changeS: null, direction: null, postI: null, preSName: null, postSName: null, postIName: null },
  events: [],
};

function renderSection(result: { data?: unknown; errors?: GraphQLError[] }) {
  render(
    <MockedProvider mocks={[{ request: { query: CaseTimelineQuery, variables: { requestId: 7 } }, result }]}>
      <App>
        <CaseTimelineSection requestId={7} />
      </App>
    </MockedProvider>,
  );
}

const cellsOf = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('rowheader', { name: rowName }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);

describe('CaseTimelineSection', () => {
  it('shows the SDQ change per informant, CGI, the screenings and the events as tables and a list', async () => {
    renderSection({ data: { caseTimeline: FULL } });
    const guardian = await screen.findByRole('table', { name: '보호자 응답 (사전 2026-03-25, 사후 2026-06-01)' }, WAIT);
    expect(cellsOf(guardian, '총 난점')).toEqual(['30 (매우 높음)', '20 (매우 높음)', '-10 좋아짐']);
    // prosocial reads the other way: a lower score is worse, and its bands say 낮음
    expect(cellsOf(guardian, '친사회적 행동 (높을수록 좋음)')).toEqual(['10 (평균 수준)', '5 (낮음)', '-5 나빠짐']);
    const student = screen.getByRole('table', { name: '학생 응답 (사전 2026-03-26, 사후 없음)' });
    expect(cellsOf(student, '총 난점')).toEqual(['10 (평균 수준)', '-', '-']);
    const cgi = screen.getByRole('table', { name: 'CGI 사전·사후' });
    expect(cellsOf(cgi, 'CGI-S 심각도 (낮을수록 좋음)')).toEqual(['5 뚜렷함', '3 경도', '-2 좋아짐']);
    expect(cellsOf(cgi, 'CGI-I 호전도')).toEqual(['-', '2 많이 좋아짐', '-']);
    const years = screen.getByRole('table', { name: '연도별 정서·행동 간편검사' });
    expect(cellsOf(years, '2025년')).toEqual(['66.2 (관심군)', '정서 문제 72 (우선 관심군)', '-']);
    expect(cellsOf(years, '2026년')).toEqual(['71.5 (우선 관심군)', '정서 문제 60 (일반군)', '이 사례의 연계 검사, 시연용 규준 (임상 사용 불가)']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['2026-03-02 의뢰 접수', '2026-03-25 SDQ-KR 검사 · 사전 · 보호자']);
    expect(screen.getByRole('button', { name: /변화 추이 엑셀 다운로드/ })).toBeTruthy();
  });

  it('shows 위기 beside the total of a screening with a crisis answer, so a flagged 일반군 is never a plain 일반군', async () => {
    const flagged = { ...FULL.screenings[1], evaluationId: 3, year: 2027, studentCode: '2027-S1-0001', referred: false, normDemo: false, crisis: true, total: score(55.1, '일반군') };
    renderSection({ data: { caseTimeline: { ...FULL, screenings: [...FULL.screenings, flagged] } } });
    const years = await screen.findByRole('table', { name: '연도별 정서·행동 간편검사' }, WAIT);
    const row = within(years).getByRole('rowheader', { name: '2027년' }).closest('tr')!;
    expect(within(row).getByRole('img', { name: '위기 응답' }).textContent).toBe('위기');
    expect(cellsOf(years, '2027년')[0]).toBe('55.1 (일반군)위기');
    // the others are not flagged
    expect(within(years).getAllByRole('img', { name: '위기 응답' })).toHaveLength(1);
  });

  it('says what is missing when the case has no results yet', async () => {
    renderSection({ data: { caseTimeline: EMPTY } });
    expect(await screen.findByText('작성 완료된 SDQ-KR 검사가 없습니다.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('작성 완료된 CGI가 없습니다.')).toBeTruthy();
    expect(screen.getByText('연계된 정서·행동 간편검사 결과가 없습니다.')).toBeTruthy();
    expect(screen.getByText('기록된 사건이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal and no download button", async () => {
    renderSection({ errors: [new GraphQLError('사례를 찾을 수 없습니다.', { extensions: { code: 'NOT_FOUND', status: 404 } })] });
    expect(await screen.findByText('사례를 찾을 수 없습니다.', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /엑셀/ })).toBeNull();
  });
});

describe('Excel downloads', () => {
  const sent: { url: string; body: unknown }[] = [];
  const stubFetch = () => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''t.xlsx" } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  };
  afterEach(() => vi.unstubAllGlobals());
  const giveReason = async (reason: string) => {
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '내려받기' })));
    expect(await within(dialog).findByText('다운로드 사유를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(sent).toHaveLength(0);
    act(() => fireEvent.change(within(dialog).getByLabelText('내려받는 사유'), { target: { value: reason } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '내려받기' })));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
  };

  it("downloads the case's timeline after asking for a reason", async () => {
    stubFetch();
    renderSection({ data: { caseTimeline: FULL } });
    const button = await screen.findByRole('button', { name: /변화 추이 엑셀 다운로드/ }, WAIT);
    act(() => fireEvent.click(button));
    await giveReason('기관 보고');
    expect(sent[0].url).toMatch(/svs-u\/case-management\/7\/timeline-excel-download$/);
    expect(sent[0].body).toEqual({ fileName: '학생변화추이_7', reason: '기관 보고' });
  }, 30_000);

  it('downloads the yearly outcomes of closed cases for the chosen year', async () => {
    stubFetch();
    render(
      <App>
        <CaseOutcomesExport />
      </App>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: /사전·사후 변화 엑셀/ })));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByLabelText('종결 연도')).toBeTruthy();
    await giveReason('연간 실적');
    expect(sent[0].url).toMatch(/svs-u\/case-management\/outcomes-excel-download$/);
    expect(sent[0].body).toEqual({ year: koreanYear(), fileName: '사전사후변화', reason: '연간 실적' });
  }, 30_000);
});
