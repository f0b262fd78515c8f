import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SentClosingReportQuery } from './operations';
import SentClosingReportPage from './SentClosingReportPage';

const WAIT = { timeout: 8000 };
const report = {
  __typename: 'SentClosingReport' as const,
  id: 9,
  requestId: 4,
  closingDate: '2026-06-30',
  closingTypeName: '목표 달성',
  interventionTargetNames: ['학생', '기타'],
  interventionTargetEtc: '형제',
  interventionsCntRI: 3,
  interventionsCntLS: null,
  interventionsCntSV: null,
  interventionsCntIL: 1,
  interventionsCntM: 2,
  sentAt: '2026-07-01T01:00:00.000Z',
};

/** Renders the page at `url`; the server answers its query with `results` in turn (a second one for 다시 시도). */
function renderAt(url: string, ...results: object[]) {
  const router = createMemoryRouter([{ path: '/auth/request-hist/:requestId/closing-report/:closingReportId', element: <SentClosingReportPage /> }], { initialEntries: [url] });
  render(
    <MockedProvider mocks={results.map((result) => ({ request: { query: SentClosingReportQuery, variables: { requestId: 4, closingReportId: 9 } }, result }))}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('the school’s closing report page', () => {
  it('shows when and why the case closed, whom the center worked with and how often', async () => {
    renderAt('/auth/request-hist/4/closing-report/9', { data: { sentClosingReport: report } });
    expect(await screen.findByText('목표 달성', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('2026-06-30')).toBeTruthy();
    expect(screen.getByText('학생, 기타 (형제)')).toBeTruthy();
    expect(screen.getByText('3회')).toBeTruthy();
    expect(screen.getAllByText('0회')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: '종결 보고서' })).toBeTruthy();
  });

  it('says so when the report is not there (not sent yet, or not the school’s)', async () => {
    renderAt('/auth/request-hist/4/closing-report/9', {
      errors: [{ message: '요청한 정보를 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND', status: 404 } }],
    });
    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다.', {}, WAIT)).toBeTruthy();
    // a real 404 is not an outage: nothing to try again
    expect(screen.queryByRole('button', { name: /다시 시도/ })).toBeNull();
  });

  it('says the service is away for a moment while the database is (503), and 다시 시도 loads the report again', async () => {
    renderAt(
      '/auth/request-hist/4/closing-report/9',
      { errors: [{ message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5 } }] },
      { data: { sentClosingReport: report } },
    );
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('일시적으로 서비스를 이용할 수 없습니다.');
    expect(screen.getByRole('heading', { level: 1, name: '종결 보고서' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByText('목표 달성', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /다시 시도/ })).toBeNull();
  });
});
