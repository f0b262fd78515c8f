import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const signRoutes: AppRoute[] = [
  { path: '/sign/in', title: '로그인', layout: 'sign-base', page: lazyPage(() => import('./SignInPage')), public: true, name: 'sign' },
  { path: '/sign/up', title: '회원가입', layout: 'sign-base', page: lazyPage(() => import('./SignUpPage')), public: true },
  { path: '/sign/find', title: '아이디/비밀번호 찾기', layout: 'sign-base', page: lazyPage(() => import('./SignFindPage')), public: true },
  {
    path: '/sign/reset-password/:email/:key',
    title: '비밀번호 재설정',
    layout: 'sign-base',
    page: lazyPage(() => import('./ResetPasswordPage')),
    public: true,
  },
];
