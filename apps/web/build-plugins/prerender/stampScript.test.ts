import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../src/components/useIsPhone.ts';
import { STAMP_SCRIPT } from './stampScript.ts';

const VARIANTS = ['en-phone', 'en-wide', 'zh-phone', 'zh-wide'];

/** A prerendered page as the build writes it: #root, then the variants of `/` and `/login`. */
function preparePage(path: string, { phone = false } = {}): void {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<div id="root"></div>';
  for (const route of ['/', '/login']) {
    for (const variant of VARIANTS) {
      const template = document.createElement('template');
      template.dataset.route = route;
      template.dataset.variant = variant;
      template.innerHTML = `<p>${route} ${variant}</p><form><input name="phone"><input type="radio" name="by"><textarea></textarea><select></select><button>Log in</button></form><a href="/register">Sign up</a>`;
      document.body.append(template);
    }
  }
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === PHONE_QUERY && phone, media: query }) as MediaQueryList,
  );
}

const runStamp = () => new Function(STAMP_SCRIPT)();
const root = () => document.getElementById('root') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the prerendered page stamp', () => {
  it('shows a first visitor the English page for a wide screen', () => {
    preparePage('/');
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/ en-wide');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the stored language at phone width, and marks the page Chinese', () => {
    localStorage.setItem('locale', 'zh');
    preparePage('/login/', { phone: true });
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/login zh-phone');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('reads an unknown stored language as Chinese, as the app does', () => {
    localStorage.setItem('locale', 'sw');
    preparePage('/');
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/ zh-wide');
  });

  it('holds every control until the app takes over, and leaves links alone', () => {
    preparePage('/login');
    runStamp();
    expect(root().querySelector<HTMLInputElement>('input[name=phone]')?.readOnly).toBe(true);
    expect(root().querySelector('textarea')?.readOnly).toBe(true);
    expect(root().querySelector<HTMLInputElement>('input[type=radio]')?.disabled).toBe(true);
    expect(root().querySelector('select')?.disabled).toBe(true);
    expect(root().querySelector('button')?.disabled).toBe(true);
    expect(root().querySelector('a')?.getAttribute('href')).toBe('/register');
  });

  it('draws nothing for a signed-in visitor, whose page differs', () => {
    localStorage.setItem('token', 'a-session');
    preparePage('/');
    runStamp();
    expect(root().childElementCount).toBe(0);
  });

  it('draws nothing on a route that was not prerendered', () => {
    preparePage('/home/dashboard');
    runStamp();
    expect(root().childElementCount).toBe(0);
  });

  it('uses the same phone width as the app (useIsPhone)', () => {
    expect(STAMP_SCRIPT).toContain(`matchMedia('${PHONE_QUERY}')`);
  });
});
