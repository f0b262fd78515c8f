import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmsSendHistoryPageQuery } from './operations';
import SmsSendHistoryPage from './SmsSendHistoryPage';
import { renderRoutes } from '../../test/render';

const row = (id: number, o: Record<string, unknown> = {}) => ({
  __typename: 'SmsMessage' as const,
  id,
  mobile: '010-****-5678',
  content: `안내 문자 ${id}`,
  kind: 'SMS',
  purpose: 'NOTICE',
  purposeLabel: '안내',
  status: 'SENT',
  statusLabel: '발송 완료',
  attempts: 1,
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  sentAt: '2026-01-01T00:00:01.000Z',
  nextAttemptAt: null,
  ...o,
});

function renderPage(url: string, variables: Record<string, unknown>, content: ReturnType<typeof row>[]) {
  const mocks = [
    {
      request: { query: SmsSendHistoryPageQuery, variables },
      result: { data: { smsSendHistory: { __typename: 'SmsMessagePage', totalElements: content.length, totalCapped: false, totalPages: 1, current: 1, pageSize: 10, content } } },
      maxUsageCount: 5,
    },
  ];
  return renderRoutes([{ path: '/auth/sms-send-history', element: <SmsSendHistoryPage /> }], url, mocks).view;
}

const WAIT = { timeout: 8000 };

describe('SmsSendHistoryPage', () => {
  it('lists masked numbers, the text with its link, the status and the failure reason; the search comes from the URL', async () => {
    renderPage(
      '/auth/sms-send-history?status=FAILED&keyword=%EB%8F%99%EC%9D%98',
      { keyword: '동의', status: 'FAILED', page: 1, size: 10 },
      [
        row(2, { content: '동의해주세요 http://localhost/app/agree/2/guardian', status: 'FAILED', statusLabel: '발송 실패', attempts: 5, sentAt: null, lastError: 'HTTP 500 (5회 시도 후 중단)' }),
      ],
    );
    const link = await screen.findByRole('link', { name: 'http://localhost/app/agree/2/guardian' }, WAIT);
    expect(link.getAttribute('href')).toBe('http://localhost/app/agree/2/guardian');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const table = screen.getByRole('table');
    expect(within(table).getByText('010-****-5678')).toBeTruthy();
    expect(within(table).getByText('발송 실패')).toBeTruthy();
    expect(within(table).getByText('HTTP 500 (5회 시도 후 중단)')).toBeTruthy();
    expect(within(table).getByText('시도 5회')).toBeTruthy();
    expect(screen.getByText('총 1건')).toBeTruthy();
    // every filter has a visible label
    for (const name of ['수신번호', '내용', '용도', '상태', '시작일', '종료일']) expect(screen.getByLabelText(name)).toBeTruthy();
    expect((screen.getByLabelText('내용') as HTMLInputElement).value).toBe('동의');
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeTruthy();
  }, 30_000);
});
