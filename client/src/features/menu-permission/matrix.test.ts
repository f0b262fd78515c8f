import { describe, expect, it } from 'vitest';
import { changedRoles, isLocked, toggle, type Grants } from './matrix';

describe('menu permission matrix', () => {
  const saved: Grants = { MEMBER: ['00001', '00002'], SYSTEM_ADMIN: ['00013', '00016'] };

  it('adds and removes a menu id, keeping the list sorted', () => {
    const added = toggle(saved, 'MEMBER', '00018', true);
    expect(added.MEMBER).toEqual(['00001', '00002', '00018']);
    expect(toggle(added, 'MEMBER', '00001', false).MEMBER).toEqual(['00002', '00018']);
    expect(saved.MEMBER).toEqual(['00001', '00002']);
  });

  it("never drops the administrator's menu-permission screen", () => {
    expect(isLocked('SYSTEM_ADMIN', '00016')).toBe(true);
    expect(isLocked('MEMBER', '00016')).toBe(false);
    expect(toggle(saved, 'SYSTEM_ADMIN', '00016', false).SYSTEM_ADMIN).toEqual(['00013', '00016']);
  });

  it('reports only roles whose ids changed, regardless of order', () => {
    expect(changedRoles(saved, saved)).toEqual([]);
    expect(changedRoles(saved, { ...saved, MEMBER: ['00002', '00001'] })).toEqual([]);
    const edited = toggle(toggle(saved, 'MEMBER', '00003', true), 'SYSTEM_ADMIN', '00013', false);
    expect(changedRoles(saved, edited).sort()).toEqual(['MEMBER', 'SYSTEM_ADMIN']);
    // toggling back is no change
    expect(changedRoles(saved, toggle(toggle(saved, 'MEMBER', '00003', true), 'MEMBER', '00003', false))).toEqual([]);
  });
});
