import { describe, expect, it } from 'vitest';
import { isGuestHomeVisit, isGuestSignInVisit, rendersWithoutFullApp } from './guestHome.ts';

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

describe('isGuestSignInVisit', () => {
  it('is a guest on /login or one of its country twins', () => {
    expect(isGuestSignInVisit('/login', false)).toBe(true);
    expect(isGuestSignInVisit('/login/', false)).toBe(true);
    expect(isGuestSignInVisit('/login/255', false)).toBe(true);
    expect(isGuestSignInVisit('/login', true)).toBe(false);
    expect(isGuestSignInVisit('/login/999', false)).toBe(false);
    expect(isGuestSignInVisit('/register', false)).toBe(false);
  });
});

describe('rendersWithoutFullApp', () => {
  it('covers the guest home and sign-in pages only', () => {
    expect(rendersWithoutFullApp('/', false)).toBe(true);
    expect(rendersWithoutFullApp('/login/254', false)).toBe(true);
    expect(rendersWithoutFullApp('/forgotPassword', false)).toBe(false);
    expect(rendersWithoutFullApp('/home/dashboard', false)).toBe(false);
    expect(rendersWithoutFullApp('/login', true)).toBe(false);
  });
});
