import { describe, expect, it } from 'vitest';
import {
  isGuestHomeVisit,
  isGuestSignInVisit,
  isGuestSignUpVisit,
  rendersWithoutFullApp,
} from './guestHome.ts';

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

describe('isGuestSignUpVisit', () => {
  it('is a guest on /register, whatever its step', () => {
    expect(isGuestSignUpVisit('/register', false)).toBe(true);
    expect(isGuestSignUpVisit('/register/', false)).toBe(true);
    expect(isGuestSignUpVisit('/register', true)).toBe(false);
    expect(isGuestSignUpVisit('/register/success', false)).toBe(false);
  });
});

describe('rendersWithoutFullApp', () => {
  it('covers the guest home, sign-in and sign-up pages only', () => {
    expect(rendersWithoutFullApp('/', false)).toBe(true);
    expect(rendersWithoutFullApp('/login/254', false)).toBe(true);
    expect(rendersWithoutFullApp('/register', false)).toBe(true);
    expect(rendersWithoutFullApp('/register/success', true)).toBe(false);
    expect(rendersWithoutFullApp('/forgotPassword', false)).toBe(false);
    expect(rendersWithoutFullApp('/home/dashboard', false)).toBe(false);
    expect(rendersWithoutFullApp('/login', true)).toBe(false);
  });
});
