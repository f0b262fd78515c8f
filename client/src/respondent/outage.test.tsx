import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './i18n';
import { TEXTS } from './texts';
import { AGREE_ID, fakeServer, openLink, WAIT } from './testing';

/**
 * While the server cannot serve (issue 29: its database away, 503 SERVICE_UNAVAILABLE with a Korean message), the
 * phone pages say so and to try again in a moment, in the page's language; a 502-504 from what stands in front of
 * the server, without its body, is the same outage.
 */
const ko = TEXTS.ko;
const en = TEXTS.en;
const SERVER_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

async function askCode(t: typeof ko) {
  fireEvent.change(await screen.findByLabelText(t.mobile, {}, WAIT), { target: { value: '01012345678' } });
  fireEvent.click(screen.getByRole('button', { name: t.requestCode }));
}

describe('a temporary outage on the phone pages', () => {
  it('Korean: shows the server’s message, which says to try again in a moment', async () => {
    fakeServer({ 'POST svs/simple-evaluation/auth': [503, { code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGE }] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(`/app/agree/${AGREE_ID}/guardian`);
    await askCode(ko);
    expect(await screen.findByText(SERVER_MESSAGE, {}, WAIT)).toBeTruthy();
  });

  it('Korean: a bare 504 from the balancer says the same in the page’s words', async () => {
    fakeServer({ 'POST svs/simple-evaluation/auth': [504, undefined] });
    localStorage.setItem(LANGUAGE_KEY, 'ko');
    openLink(`/app/agree/${AGREE_ID}/guardian`);
    await askCode(ko);
    expect(await screen.findByText(ko.errors.SERVICE_UNAVAILABLE, {}, WAIT)).toBeTruthy();
    expect(ko.errors.SERVICE_UNAVAILABLE).toContain('잠시 후 다시 시도');
  });

  it('English: the outage in English', async () => {
    fakeServer({ 'POST svs/simple-evaluation/auth': [503, { code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGE }] });
    openLink(`/app/agree/${AGREE_ID}/guardian?lang=en`);
    await askCode(en);
    expect(await screen.findByText(en.errors.SERVICE_UNAVAILABLE, {}, WAIT)).toBeTruthy();
  });
});
