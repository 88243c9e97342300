import { describe, expect, it } from 'vitest';
import { fullAppAddress, rendersInGuestBuild, signUpAddressWithFirstStep } from './route.ts';

describe("the guest build's pages", () => {
  it.each(['/login', '/login/', '/login/254', '/login/255', '/register', '/register/'])(
    'renders %s for a guest',
    (path) => {
      expect(rendersInGuestBuild(path, false)).toBe(true);
    },
  );

  it.each(['/login', '/login/254', '/register'])(
    'leaves %s to the full app once signed in',
    (path) => {
      expect(rendersInGuestBuild(path, true)).toBe(false);
    },
  );

  it.each([
    '/',
    '/forgotPassword',
    '/register/success',
    '/login/256',
    '/home/dashboard',
    '/aboutUs',
  ])('leaves %s to the full app', (path) => {
    expect(rendersInGuestBuild(path, false)).toBe(false);
  });
});

describe('where the full app takes over', () => {
  const here = { pathname: '/register', search: '?step=2', hash: '' };

  it("is the new session's target after signing in or up", () => {
    expect(fullAppAddress(here, '/register/success')).toBe('/register/success');
  });

  it('is the address gone to otherwise, with its query and fragment', () => {
    expect(fullAppAddress(here, null)).toBe('/register?step=2');
    expect(fullAppAddress({ pathname: '/aboutUs', search: '', hash: '#team' }, null)).toBe(
      '/aboutUs#team',
    );
  });
});

describe('sign-up opened without a step', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('names the first step in its address, keeping the rest of the query and the fragment', () => {
    expect(signUpAddressWithFirstStep(at('/register'))).toBe('/register?step=1');
    expect(signUpAddressWithFirstStep(at('/register/', '?from=ad', '#top'))).toBe(
      '/register/?from=ad&step=1#top',
    );
  });

  it('leaves an address that names a step, and every other page, as they are', () => {
    expect(signUpAddressWithFirstStep(at('/register', '?step=2'))).toBeNull();
    expect(signUpAddressWithFirstStep(at('/register', '?step=1'))).toBeNull();
    expect(signUpAddressWithFirstStep(at('/login'))).toBeNull();
  });
});
