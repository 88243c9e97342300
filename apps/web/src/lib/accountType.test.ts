import { describe, expect, it } from 'vitest';
import { accountTypeOf } from './accountType.ts';

describe('accountTypeOf', () => {
  it('names members, companies, agents and individuals', () => {
    expect(accountTypeOf({ parentId: 9, userType: 1 })).toBe('member');
    expect(accountTypeOf({ parentId: 0, userType: 1 })).toBe('company');
    expect(accountTypeOf({ parentId: 0, userType: 2 })).toBe('individual');
    expect(accountTypeOf({ parentId: 0, userType: 3 })).toBe('agent');
    expect(accountTypeOf({ parentId: 9, userType: 3 })).toBe('member');
  });
});
