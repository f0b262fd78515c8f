import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../app/auth-store';
import { ApiError } from '../../app/http';
import SignInPage, { signInErrorMessage } from './SignInPage';

describe('sign-in errors (SPEC §8)', () => {
  it('admin refusal, server message, or 로그인 실패', () => {
    expect(signInErrorMessage(new ApiError(403, 'ADMIN_LOGIN_FORBIDDEN', 'whatever'))).toBe('관리자는 로그인 할 수 없습니다.');
    expect(signInErrorMessage(new ApiError(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 일치하지 않습니다.'))).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    expect(signInErrorMessage(new ApiError(500, 'HTTP_ERROR', ''))).toBe('로그인 실패');
    expect(signInErrorMessage(new Error('x'))).toBe('로그인 실패');
  });
});

describe('SignInPage', () => {
  beforeEach(() => {
    authStore.reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'ADMIN_LOGIN_FORBIDDEN', message: '관리자는 로그인 할 수 없습니다.' }), { status: 403 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has labelled fields and shows the refusal in an alert', async () => {
    const router = createMemoryRouter([{ path: '/sign/in', element: <SignInPage /> }], { initialEntries: ['/sign/in'] });
    render(
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>,
    );
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'csg_admin' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Demo1234!' } });
    expect(screen.getByRole('checkbox', { name: 'ID 저장' })).toBeTruthy();
    expect(screen.getAllByLabelText(/아이디/)).toHaveLength(1); // e2e: getByLabel('아이디') is the login id only
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByText('관리자는 로그인 할 수 없습니다.', {}, { timeout: 4000 })).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/sign/up');
  });
});
