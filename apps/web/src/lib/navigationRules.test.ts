import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideNavigation, PUBLIC_PATHS } from './navigationRules.ts';

const guest = (pathname: string, search = '') =>
  decideNavigation({ pathname, search, loggedIn: false, accessReady: false });
const member = (pathname: string, accessReady = true) =>
  decideNavigation({ pathname, search: '', loggedIn: true, accessReady });

describe('navigation guard for visitors who are not logged in', () => {
  it.each([...PUBLIC_PATHS])('lets them open %s', (path) => {
    expect(guest(path)).toEqual({ kind: 'allow' });
  });

  it('shows the 404 page for unknown public paths', () => {
    expect(guest('/no-such-page')).toEqual({ kind: 'allow' });
  });

  it('sends anything in the logged-in area to /login with the wanted path', () => {
    expect(guest('/home/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome%2Fdashboard',
    });
    expect(guest('/homeApi/c2b', '?page=2')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FhomeApi%2Fc2b%3Fpage%3D2',
    });
    expect(guest('/home')).toMatchObject({ kind: 'redirect' });
    expect(guest('/login/256')).toEqual({ kind: 'allow' });
  });
});

describe('navigation guard for logged-in visitors', () => {
  it.each(['/login', '/login/254', '/login/255', '/register', '/forgotPassword', '/login/'])(
    'sends them from %s to the dashboard',
    (path) => {
      expect(member(path)).toEqual({ kind: 'redirect', to: '/home/dashboard' });
    },
  );

  it('loads user info and routes before the first screen', () => {
    expect(member('/home/dashboard', false)).toEqual({ kind: 'loadAccess' });
    expect(member('/', false)).toEqual({ kind: 'loadAccess' });
  });

  it('allows every other path once loaded', () => {
    expect(member('/home/fx-index')).toEqual({ kind: 'allow' });
    expect(member('/register/success')).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginPath', () => {
  it('returns the redirect parameter when it is an in-app path', () => {
    expect(afterLoginPath('/home/fx-index?pair=USD%2FKES')).toBe('/home/fx-index?pair=USD%2FKES');
  });

  it('falls back to the dashboard for missing, external or login redirects', () => {
    expect(afterLoginPath(null)).toBe('/home/dashboard');
    expect(afterLoginPath('https://evil.example')).toBe('/home/dashboard');
    expect(afterLoginPath('//evil.example')).toBe('/home/dashboard');
    expect(afterLoginPath('/login')).toBe('/home/dashboard');
  });
});
