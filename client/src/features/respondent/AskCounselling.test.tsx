import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskCounselling, COUNSELLING_TEXTS } from './AskCounselling';
import { RequestCounsellingMutation } from './operations';

afterEach(cleanup);
const WAIT = { timeout: 8000 };

const request = { query: RequestCounsellingMutation, variables: { input: { simpleEvaluationId: 7, linkageYn: 'Y' } } };

/** The mutation answered `answer` after a short delay (a phone on a slow network); counts the requests that arrived. */
function setup(answer: () => object, requestedAt?: string) {
  const calls = { n: 0 };
  const mocks = [
    {
      request,
      delay: 50,
      maxUsageCount: 5,
      result: () => {
        calls.n++;
        return answer();
      },
    },
  ];
  const lost = vi.fn();
  render(
    <MockedProvider mocks={mocks as never}>
      <AskCounselling evaluationId={7} respondentToken="rt" requestedAt={requestedAt} onTokenLost={lost} />
    </MockedProvider>,
  );
  return { calls, lost };
}

const ok = () => ({ data: { requestRespondentAfterManagement: { __typename: 'MessageResult', message: '저장 되었습니다.' } } });
const askButton = () => screen.getByRole('button', { name: COUNSELLING_TEXTS.button });

describe('AskCounselling (result page)', () => {
  it('asks to confirm, sends once however often it is tapped, then says it was sent', async () => {
    const { calls } = setup(ok);
    const ask = askButton();
    // a real button: reachable and pressed with the keyboard like any other
    expect(ask.tagName).toBe('BUTTON');
    ask.focus();
    expect(document.activeElement).toBe(ask);

    // cancel sends nothing
    act(() => fireEvent.click(ask));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain(COUNSELLING_TEXTS.confirmTitle);
    expect(dialog.textContent).toContain(COUNSELLING_TEXTS.confirmBody);
    act(() => fireEvent.click(screen.getByRole('button', { name: /취\s?소/ })));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls.n).toBe(0);
    expect(askButton()).toBeTruthy();

    // confirm, tapped three times while the request is on its way
    act(() => fireEvent.click(askButton()));
    const send = await screen.findByRole('button', { name: COUNSELLING_TEXTS.confirmOk }, WAIT);
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
      fireEvent.click(send);
    });
    expect(await screen.findByText(COUNSELLING_TEXTS.done, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(COUNSELLING_TEXTS.done);
    expect(calls.n).toBe(1);
    // nothing left to send again
    expect(screen.queryByRole('button', { name: COUNSELLING_TEXTS.button })).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls.n).toBe(1);
  }, 30_000);

  it('after a reload shows the request the server has, with its time, and no button', () => {
    const { calls } = setup(ok, '2026-11-23T01:02:00.000Z');
    expect(screen.getByText(COUNSELLING_TEXTS.done)).toBeTruthy();
    expect(screen.getByText(/^신청한 때: 2026-11-23 \d{2}:02$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COUNSELLING_TEXTS.button })).toBeNull();
    expect(calls.n).toBe(0);
  });

  it('treats the server’s "already requested" as done, and shows any other refusal with the button kept', async () => {
    setup(() => ({ errors: [new GraphQLError('이미 상담을 신청했습니다. 학교에서 확인한 뒤 연락드립니다.', { extensions: { code: 'ALREADY_REQUESTED' } })] }));
    act(() => fireEvent.click(askButton()));
    act(() => fireEvent.click(screen.getByRole('button', { name: COUNSELLING_TEXTS.confirmOk })));
    expect(await screen.findByText(COUNSELLING_TEXTS.done, {}, WAIT)).toBeTruthy();
    cleanup();

    setup(() => ({ errors: [new GraphQLError('검사를 마친 뒤에 신청할 수 있습니다.', { extensions: { code: 'NOT_DONE' } })] }));
    act(() => fireEvent.click(askButton()));
    act(() => fireEvent.click(screen.getByRole('button', { name: COUNSELLING_TEXTS.confirmOk })));
    expect((await screen.findByText('검사를 마친 뒤에 신청할 수 있습니다.', {}, WAIT)).closest('[role="alert"]')).toBeTruthy();
    expect(askButton()).toBeTruthy();
  }, 30_000);

  it('sends the person back to the phone check when the respondent token ran out', async () => {
    const { lost } = setup(() => ({ errors: [new GraphQLError('인증 시간이 지났습니다.', { extensions: { code: 'RESPONDENT_TOKEN_INVALID' } })] }));
    act(() => fireEvent.click(askButton()));
    act(() => fireEvent.click(screen.getByRole('button', { name: COUNSELLING_TEXTS.confirmOk })));
    await waitFor(() => expect(lost).toHaveBeenCalledTimes(1), WAIT);
  }, 30_000);
});
