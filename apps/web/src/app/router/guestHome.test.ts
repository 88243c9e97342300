import { describe, expect, it } from 'vitest';
import { isGuestHomeVisit } from './guestHome.ts';

describe('isGuestHomeVisit', () => {
  it('is only a guest on the home page', () => {
    expect(isGuestHomeVisit('/', false)).toBe(true);
    expect(isGuestHomeVisit('//', false)).toBe(true);
    expect(isGuestHomeVisit('/', true)).toBe(false);
    expect(isGuestHomeVisit('/login', false)).toBe(false);
    expect(isGuestHomeVisit('/services/fx', false)).toBe(false);
    expect(isGuestHomeVisit('/home/dashboard', false)).toBe(false);
  });
});
