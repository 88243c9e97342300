import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../src/components/useIsPhone.ts';
import { variantTemplates } from './variantTemplates.ts';
import { STAMP_SCRIPT } from './stampScript.ts';

const VARIANTS = ['en-phone', 'en-wide', 'zh-phone', 'zh-wide'];

const APP_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/entry-deps-abc.js">';

const GUEST_SCRIPTS =
  '<script type="module" crossorigin src="/assets/guest-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/guest-dep-abc.js">';

/**
 * A prerendered page as the build writes it: #root, then the variants of `/` and `/login`;
 * `alone` holds the app's scripts in the page (the home page) instead of its head.
 */
function preparePage(path: string, { phone = false, alone = false, guest = false } = {}): void {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
  const held = alone || guest ? `<template data-app>${APP_SCRIPTS}</template>` : '';
  const guestHeld = guest ? `<template data-guest>${GUEST_SCRIPTS}</template>` : '';
  document.body.innerHTML = `${held}${guestHeld}<div id="root"></div>`;
  for (const route of ['/', '/login', '/register']) {
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

/** The app's scripts the stamp added to the head: the entry, then its preloads. */
const appScripts = () =>
  [...document.head.children].map((element) =>
    element.tagName === 'SCRIPT'
      ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
      : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );

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

  it('draws a form at its first step only: sign-up opened on its password step waits for the app', () => {
    preparePage('/register?step=1');
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/register en-wide');
    preparePage('/register?step=2');
    runStamp();
    expect(root().childElementCount).toBe(0);
  });

  it('draws nothing on a route that was not prerendered', () => {
    preparePage('/home/dashboard');
    runStamp();
    expect(root().childElementCount).toBe(0);
  });

  it('leaves a page that works alone to a guest online, without the app or held controls', () => {
    preparePage('/', { alone: true, phone: true });
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/ en-phone');
    expect(root().hasAttribute('data-alone')).toBe(true);
    expect(root().querySelector('button')?.disabled).toBe(false);
    expect(root().querySelector<HTMLInputElement>('input[name=phone]')?.readOnly).toBe(false);
    expect(appScripts()).toEqual([]);
  });

  it('loads the app for a signed-in visitor of that page, and draws nothing', () => {
    localStorage.setItem('token', 'a-session');
    preparePage('/', { alone: true });
    runStamp();
    expect(root().childElementCount).toBe(0);
    expect(appScripts()).toEqual([
      'script module /assets/index-abc.js',
      'modulepreload /assets/entry-deps-abc.js',
    ]);
  });

  it('loads the app offline (the saved shell answers every route) and holds the drawn page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    preparePage('/', { alone: true });
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/ en-wide');
    expect(root().hasAttribute('data-alone')).toBe(false);
    expect(root().querySelector('button')?.disabled).toBe(true);
    expect(appScripts()).toHaveLength(2);
  });

  it('loads the app on a route the page was not drawn for, and when storage is refused', () => {
    preparePage('/aboutUs', { alone: true });
    runStamp();
    expect(root().childElementCount).toBe(0);
    expect(appScripts()).toHaveLength(2);

    preparePage('/', { alone: true });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage refused');
    });
    runStamp();
    expect(appScripts()).toHaveLength(2);
  });

  it("gives a guest online the sign-in and sign-up pages' own build, the page drawn and held", () => {
    preparePage('/register', { guest: true, phone: true });
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/register en-phone');
    expect(root().hasAttribute('data-alone')).toBe(false);
    expect(root().querySelector('button')?.disabled).toBe(true);
    expect(appScripts()).toEqual([
      'script module /assets/guest-abc.js',
      'modulepreload /assets/guest-dep-abc.js',
    ]);
  });

  it("gives a guest that build at a later step and on the sign-in page's twins, drawn or not", () => {
    preparePage('/register?step=2', { guest: true });
    runStamp();
    expect(root().childElementCount).toBe(0);
    expect(appScripts()).toEqual([
      'script module /assets/guest-abc.js',
      'modulepreload /assets/guest-dep-abc.js',
    ]);
    preparePage('/login/255', { guest: true });
    runStamp();
    expect(appScripts()[0]).toBe('script module /assets/guest-abc.js');
  });

  it('gives the full app to a signed-in visitor of those pages, to one offline, and when storage is refused', () => {
    localStorage.setItem('token', 'a-session');
    preparePage('/login', { guest: true });
    runStamp();
    expect(root().childElementCount).toBe(0);
    expect(appScripts()).toEqual([
      'script module /assets/index-abc.js',
      'modulepreload /assets/entry-deps-abc.js',
    ]);
    localStorage.clear();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    preparePage('/login', { guest: true });
    runStamp();
    expect(root().querySelector('p')?.textContent).toBe('/login en-wide');
    expect(appScripts()[0]).toBe('script module /assets/index-abc.js');
    vi.restoreAllMocks();

    preparePage('/login', { guest: true });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage refused');
    });
    runStamp();
    expect(appScripts()[0]).toBe('script module /assets/index-abc.js');
  });

  it('adds no script to a page whose head names the app itself', () => {
    preparePage('/login');
    runStamp();
    expect(appScripts()).toEqual([]);
  });

  it('draws a wide variant that holds only its header with the phone variant’s body', () => {
    preparePage('/');
    document.body.querySelectorAll('template[data-route="/"]').forEach((t) => t.remove());
    const drawn = new Map([
      ['en-phone', '<div><header><b>phone header</b></header><main>en body</main></div>'],
      ['en-wide', '<div><header><b>wide header</b></header><main>en body</main></div>'],
      ['zh-phone', '<div><header><b>手机</b></header><main>中文</main></div>'],
      ['zh-wide', '<div><header><b>宽屏</b></header><main>中文 (wide)</main></div>'],
    ]);
    const templates = variantTemplates('/', drawn);
    expect(templates[1]).toBe(
      '<template data-route="/" data-variant="en-wide" data-header-of="en-phone"><header><b>wide header</b></header></template>',
    );
    expect(templates[3]).toContain('<main>中文 (wide)</main>');
    document.body.insertAdjacentHTML('beforeend', templates.join(''));
    runStamp();
    expect(root().innerHTML).toBe(
      '<div><header><b>wide header</b></header><main>en body</main></div>',
    );
  });

  it('uses the same phone width as the app (useIsPhone)', () => {
    expect(STAMP_SCRIPT).toContain(`matchMedia('${PHONE_QUERY}')`);
  });
});
