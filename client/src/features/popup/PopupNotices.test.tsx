import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../app/auth-store';
import { ActivePopupsQuery } from './operations';
import { secondsUntilKstMidnight } from './popupCookie';

let user: SessionUser | null = null;
vi.mock('../../app/session', () => ({ useSession: () => ({ user }) }));

const { PopupNotices } = await import('./PopupNotices');

const member: SessionUser = { accountId: 1, loginId: 'member', name: '강담당', role: 'MEMBER', permissions: [], authenticationCodeStatus: 'N' };
const newClient: SessionUser = { ...member, loginId: 'newclient', role: 'CLIENT', authenticationCodeStatus: 'N' };

const popups = (...list: { id: number; title: string }[]) => ({
  request: { query: ActivePopupsQuery },
  result: { data: { activePopups: list.map((p) => ({ __typename: 'Popup' as const, content: `${p.title} 내용`, image: null, ...p })) } },
  maxUsageCount: 10,
});

function renderHost(mocks: unknown[], path = '/auth/main') {
  return render(
    <App>
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/auth/my-page" element={<p>마이페이지 화면</p>} />
            <Route path="*" element={<p>다른 화면</p>} />
          </Routes>
          <PopupNotices />
        </MemoryRouter>
      </MockedProvider>
    </App>,
  );
}

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/app`;
  }
};

// the module remembers popups closed during the visit; each test starts a fresh one
beforeEach(() => {
  // the app's cookies are on Path=/app, as under the server
  window.history.pushState({}, '', '/app/auth/main');
  vi.resetModules();
  clearCookies();
});
afterEach(cleanup);
const WAIT = { timeout: 8000 };

describe('the cookie of 오늘 하루 보지 않기', () => {
  it('lasts until midnight in Korea', () => {
    expect(secondsUntilKstMidnight(new Date('2030-03-09T14:59:00Z'))).toBe(60); // 23:59 KST
    expect(secondsUntilKstMidnight(new Date('2030-03-09T15:00:00Z'))).toBe(86_400); // 00:00 KST
    expect(secondsUntilKstMidnight(new Date('2030-03-09T03:00:00Z'))).toBe(12 * 3600); // 12:00 KST
  });
});

describe('popups on entry', () => {
  it('shows the active popups one at a time in a labelled dialog; 닫기 and Esc close them', async () => {
    user = member;
    const { PopupNotices: Host } = await import('./PopupNotices');
    render(
      <App>
        <MockedProvider mocks={[popups({ id: 901, title: '첫째 공지' }, { id: 902, title: '둘째 공지' })] as never}>
          <MemoryRouter initialEntries={['/auth/main']}>
            <Host />
          </MemoryRouter>
        </MockedProvider>
      </App>,
    );
    const dialog = await screen.findByRole('dialog', { name: '첫째 공지' }, WAIT);
    expect(dialog.textContent).toContain('첫째 공지 내용');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    const second = await screen.findByRole('dialog', { name: '둘째 공지' }, WAIT);
    fireEvent.keyDown(second, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '둘째 공지' })).toBeNull(), WAIT);
    expect(document.cookie).not.toContain('imgPopupClose_');
  });

  it('오늘 하루 보지 않기 sets imgPopupClose_{id}=Y and the popup stays hidden on the next visit', async () => {
    user = member;
    const first = await import('./PopupNotices');
    const view = render(
      <App>
        <MockedProvider mocks={[popups({ id: 903, title: '오늘 공지' })] as never}>
          <MemoryRouter>
            <first.PopupNotices />
          </MemoryRouter>
        </MockedProvider>
      </App>,
    );
    await screen.findByRole('dialog', { name: '오늘 공지' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(document.cookie).toContain('imgPopupClose_903=Y');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    view.unmount();

    // a new visit (a fresh module): the cookie alone keeps it hidden, another popup still shows
    vi.resetModules();
    const next = await import('./PopupNotices');
    render(
      <App>
        <MockedProvider mocks={[popups({ id: 903, title: '오늘 공지' }, { id: 904, title: '새 공지' })] as never}>
          <MemoryRouter>
            <next.PopupNotices />
          </MemoryRouter>
        </MockedProvider>
      </App>,
    );
    await screen.findByRole('dialog', { name: '새 공지' }, WAIT);
    expect(screen.queryByRole('dialog', { name: '오늘 공지' })).toBeNull();
  });

  it('a school user without the school code gets the SIMPLE-EVALUATION message popup, which leads to my-page on close', async () => {
    user = newClient;
    renderHost([popups()]);
    expect(screen.getByText('다른 화면')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: '학교 인증코드 입력 안내' }, WAIT);
    expect(dialog.textContent).toContain('인증코드를 입력');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '마이페이지로 이동' })));
    await screen.findByText('마이페이지 화면', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '학교 인증코드 입력 안내' })).toBeNull(), WAIT);
  });

  it('shows nothing before sign-in', () => {
    user = null;
    renderHost([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
