import { beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n.ts';
import { placerText } from './orderPlacer.ts';

const member = { accountNo: '8800002222', member: true, name: null, email: 'a@b.co' };

describe('placerText', () => {
  beforeEach(async () => {
    await changeLocale('en');
  });

  it('names a team member by name, else phone, else email, with their account number', () => {
    const t = i18n.t.bind(i18n);
    expect(placerText({ ...member, phone: '+254722000111' }, t)).toBe(
      'Team member +254722000111 (8800002222)',
    );
    expect(placerText({ ...member, phone: null }, t)).toBe('Team member a@b.co (8800002222)');
    expect(placerText({ ...member, phone: null, member: false }, t)).toBe('Main account');
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    const t = i18n.t.bind(i18n);
    expect(placerText({ ...member, phone: null, name: 'Amani' }, t)).toBe(
      '团队成员 Amani（8800002222）',
    );
  });
});
