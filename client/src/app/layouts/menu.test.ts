import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth-store';
import { appRoutes } from '../routes';
import { menuFor, selectedMenuKey } from './menu';

const u = (role: SessionUser['role'], permissions: string[], code: 'Y' | 'N' = 'Y'): SessionUser => ({
  accountId: 1,
  loginId: 'x',
  name: 'x',
  role,
  permissions,
  authenticationCodeStatus: code,
});

describe('side menu', () => {
  it('lists only the menus the permission list opens', () => {
    const labels = menuFor(u('MEMBER', ['00001', '00002', '00008']), appRoutes).flatMap((s) => s.links.map((l) => l.label));
    expect(labels).toEqual(['메인', '사업 소개', '공지사항', '의뢰 내역']);
  });

  it('a client without school code sees only the always-allowed entries', () => {
    const labels = menuFor(u('CLIENT', ['00001'], 'N'), appRoutes).flatMap((s) => s.links.map((l) => l.label));
    expect(labels).toEqual(['메인', '학교 사용자 안내']);
  });

  it('highlights the entry of the current area', () => {
    const sections = menuFor(u('SYSTEM_ADMIN', ['00013', '00017', '00020', '00019']), appRoutes);
    expect(selectedMenuKey('/auth/user/detail/3', sections)).toBe('/auth/user/list/ALL');
    expect(selectedMenuKey('/auth/organization/school/detail/7000001', sections)).toBe('/auth/organization/school/list');
    expect(selectedMenuKey('/auth/simple-evaluation/register', sections)).toBe('/auth/simple-evaluation/register');
    expect(selectedMenuKey('/auth/main', sections)).toBe('/auth/main');
  });
});
