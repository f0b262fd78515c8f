import { MockedProvider } from '@apollo/client/testing/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, isTemporaryOutage, OUTAGE_MESSAGE } from '../graphqlError';
import { LoadError } from './LoadError';

/** What the server answers while its database is away (issue 29): HTTP 503, code SERVICE_UNAVAILABLE, a Korean message. */
const outage = new CombinedGraphQLErrors({
  data: null,
  errors: [{ message: OUTAGE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 5 } }],
});
const notFound = new CombinedGraphQLErrors({ data: null, errors: [{ message: '요청한 정보를 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND', status: 404 } }] });
const gateway = (status: number) => new ServerError(`Response not successful: Received status code ${status}`, { response: new Response('<html>', { status }), bodyText: '<html>' });

describe('a temporary outage', () => {
  it('is the server saying SERVICE_UNAVAILABLE, or a 502-504 in front of it; nothing else', () => {
    expect(isTemporaryOutage(outage)).toBe(true);
    for (const status of [502, 503, 504]) expect(isTemporaryOutage(gateway(status))).toBe(true);
    expect(isTemporaryOutage(notFound)).toBe(false);
    expect(isTemporaryOutage(gateway(500))).toBe(false);
    expect(isTemporaryOutage(new Error('x'))).toBe(false);
    // the message: the server's, else the outage's for a bare 503, else the page's fallback
    expect(errorMessage(outage, '목록을 불러오지 못했습니다.')).toBe(OUTAGE_MESSAGE);
    expect(errorMessage(gateway(503), '목록을 불러오지 못했습니다.')).toBe(OUTAGE_MESSAGE);
    expect(errorMessage(gateway(500), '목록을 불러오지 못했습니다.')).toBe('목록을 불러오지 못했습니다.');
  });

  it('is shown as temporary with a 다시 시도 button that loads again', async () => {
    const retry = vi.fn(() => Promise.resolve());
    render(
      <MockedProvider mocks={[]}>
        <LoadError error={outage} fallback="목록을 불러오지 못했습니다." onRetry={retry} />
      </MockedProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('일시적으로 서비스를 이용할 수 없습니다.');
    expect(alert.textContent).toContain('잠시 후 다시 시도해주세요.');
    fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
  });

  it('any other error keeps its own message and has no such button', () => {
    render(
      <MockedProvider mocks={[]}>
        <LoadError error={notFound} fallback="목록을 불러오지 못했습니다." />
      </MockedProvider>,
    );
    expect(screen.getByText('요청한 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /다시 시도/ })).toBeNull();
  });
});
