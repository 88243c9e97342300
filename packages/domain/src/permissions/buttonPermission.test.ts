import { describe, expect, it } from 'vitest';
import { hasButtonPermission } from './buttonPermission.ts';

describe('hasButtonPermission', () => {
  it('raises when no permission name is given', () => {
    expect(() => hasButtonPermission(['Btn:payee:add'], [])).toThrow(
      'set operation permission tag value',
    );
  });

  it('grants when any required name is held', () => {
    expect(hasButtonPermission(['Btn:payee:add'], ['Btn:payee:edit', 'Btn:payee:add'])).toBe(true);
    expect(hasButtonPermission(['Btn:payee:add'], ['Btn:payee:delete'])).toBe(false);
  });

  it('grants every button to the wildcard', () => {
    expect(hasButtonPermission(['*:*:*'], ['Btn:va:add'])).toBe(true);
  });

  it('grants recipient delete to its holder and to the wildcard (SPEC §2: Add, Edit, Delete)', () => {
    expect(hasButtonPermission(['*:*:*'], ['Btn:payee:delete'])).toBe(true);
    expect(hasButtonPermission(['Btn:payee:delete'], ['Btn:payee:delete'])).toBe(true);
  });
});
