import { describe, expect, it } from 'vitest';
import { ALARM_ITEMS, pickAlarms, toMeInput, wantsPasswordChange, type MeFormValues } from './meInput';

const alarms = pickAlarms({});
const base: MeFormValues = {
  name: ' 조신규 ',
  email: 'newclient@example.org',
  mobile: '01010008888',
  number: '  ',
  occupation: '교사',
  certificates: ['전문상담교사', ' '],
  alarmSettings: { ...alarms, faq: false },
};

describe('my-page input', () => {
  it('has ten alarm switches with Korean labels', () => {
    expect(ALARM_ITEMS).toHaveLength(10);
    expect(new Set(ALARM_ITEMS.map((a) => a.key)).size).toBe(10);
  });

  it('keeps only the alarm switches (no __typename from the cache)', () => {
    const picked = pickAlarms({ ...alarms, faq: false, __typename: 'AlarmSettings' } as never);
    expect(Object.keys(picked)).toHaveLength(10);
    expect(picked).not.toHaveProperty('__typename');
    expect(picked.faq).toBe(false);
  });

  it('trims the profile, clears blanks with null and leaves the password out unless asked', () => {
    const input = toMeInput(base) as Record<string, unknown>;
    expect(input).toMatchObject({ name: '조신규', number: null, occupation: '교사', certificates: ['전문상담교사'] });
    expect(input.alarmSettings).toMatchObject({ faq: false, notice: true });
    expect(input).not.toHaveProperty('password');
    expect(input).not.toHaveProperty('currentPassword');
  });

  it('sends current, new and confirmation together for a password change', () => {
    const v = { ...base, currentPassword: 'Demo1234!', password: 'New12345!', passwordConfirm: 'New12345!' };
    expect(wantsPasswordChange(v)).toBe(true);
    expect(toMeInput(v)).toMatchObject({ currentPassword: 'Demo1234!', password: 'New12345!', passwordConfirm: 'New12345!' });
    expect(wantsPasswordChange(base)).toBe(false);
  });
});
