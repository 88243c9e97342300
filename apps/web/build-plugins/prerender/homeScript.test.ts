import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../src/components/useIsPhone.ts';
import { HOME_SCRIPT } from './homeScript.ts';
import { variantTemplates } from './variantTemplates.ts';
import { STAMP_SCRIPT } from './stampScript.ts';

/** The drawn home page's header as the build draws it (closed menus hidden), in one language. */
function variant(locale: 'en' | 'zh', phone: boolean): string {
  const zh = locale === 'zh';
  const label = zh ? '语言' : 'Language';
  const service = `<div class="menu-button"><button type="button" class="menu-button-trigger" aria-expanded="false" aria-controls="svc-${locale}">${zh ? '我们的服务' : 'Our Service'}</button><ul id="svc-${locale}" role="menu" hidden><li role="none"><button type="button" role="menuitemradio" class="menu-button-item" data-key="/services/fx">FX</button></li></ul></div>`;
  const phoneMenu = `<button type="button" class="icon-button" aria-expanded="false" aria-controls="pm-${locale}" aria-label="${zh ? '打开菜单' : 'Open menu'}" data-open-label="${zh ? '打开菜单' : 'Open menu'}" data-close-label="${zh ? '关闭菜单' : 'Close menu'}"><span class="anticon anticon-close" hidden></span><span class="anticon anticon-menu"></span></button>`;
  return `<div class="public-layout"><header><h1>${zh ? '首页' : 'Home'} ${phone ? 'phone' : 'wide'}</h1>${phone ? '' : service}<div class="menu-button language-switch"><button type="button" class="menu-button-trigger" aria-expanded="false" aria-controls="lang-${locale}" aria-label="${label}">${label}</button><ul id="lang-${locale}" role="menu" hidden><li role="none"><button type="button" role="menuitemradio" class="menu-button-item" data-key="en">English</button></li><li role="none"><button type="button" role="menuitemradio" class="menu-button-item" data-key="zh">中文</button></li></ul></div>${phone ? phoneMenu : ''}${phone ? `<div id="pm-${locale}" class="public-phone-menu" hidden><a href="/register">Sign up</a></div>` : ''}</header><main><p>${zh ? '正文' : 'Body'}</p></main></div><a class="chat-link" href="/contactUs" aria-label="${zh ? '在线咨询' : 'Chat with us'}" hidden></a>`;
}

let phoneListeners: (() => void)[] = [];
let phone = false;

/** The home page as the build writes it: the app's scripts held, the four variants, both scripts. */
function openHomePage({ isPhone = false } = {}): void {
  phone = isPhone;
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<template data-app><script type="module" src="/assets/index.js"></script></template><div id="root"></div>';
  // As the build writes them: a wide variant holds only its header (its body is the phone one's).
  const drawn = new Map<string, string>();
  for (const locale of ['en', 'zh'] as const) {
    for (const width of [true, false])
      drawn.set(`${locale}-${width ? 'phone' : 'wide'}`, variant(locale, width));
  }
  document.body.insertAdjacentHTML('beforeend', variantTemplates('/', drawn).join(''));
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        get matches() {
          return query === PHONE_QUERY && phone;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => phoneListeners.push(listener),
      }) as unknown as MediaQueryList,
  );
  new Function(STAMP_SCRIPT)();
  new Function(HOME_SCRIPT)();
}

const root = () => document.getElementById('root') as HTMLElement;
const byLabel = (label: string) =>
  root().querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) as HTMLButtonElement;
const item = (text: string) =>
  [...root().querySelectorAll<HTMLButtonElement>('.menu-button-item')].find(
    (button) => button.textContent === text,
  ) as HTMLButtonElement;
const chatReply = (data: unknown) =>
  vi
    .spyOn(window, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'ok', data })));

beforeEach(() => {
  phoneListeners = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the drawn home page without the app', () => {
  it('opens a menu, closes it on Escape with the focus back on its button, and on a press outside', () => {
    chatReply(null);
    openHomePage();
    const language = byLabel('Language');
    const list = document.getElementById('lang-en') as HTMLElement;
    language.click();
    expect(language.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);

    item('English').focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(list.hidden).toBe(true);
    expect(language.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(language);

    language.click();
    root()
      .querySelector('h1')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(list.hidden).toBe(true);
  });

  it('keeps one menu open at a time', () => {
    chatReply(null);
    openHomePage();
    const service = root().querySelector<HTMLButtonElement>('[aria-controls="svc-en"]');
    service?.click();
    byLabel('Language').click();
    expect(document.getElementById('svc-en')?.hidden).toBe(true);
    expect(document.getElementById('lang-en')?.hidden).toBe(false);
  });

  it('switches the language as the app does: stored, <html lang>, the page drawn again, focus kept', () => {
    chatReply(null);
    openHomePage({ isPhone: true });
    byLabel('Language').click();
    item('中文').click();
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(root().querySelector('h1')?.textContent).toBe('首页 phone');
    expect(document.activeElement).toBe(byLabel('语言'));
    expect(document.getElementById('lang-zh')?.hidden).toBe(true);

    byLabel('语言').click();
    item('English').click();
    expect(document.documentElement.lang).toBe('en');
    expect(root().querySelector('h1')?.textContent).toBe('Home phone');
  });

  it('folds the phone menu out and back, with its name and icon', () => {
    chatReply(null);
    openHomePage({ isPhone: true });
    const button = byLabel('Open menu');
    const menu = document.getElementById('pm-en') as HTMLElement;
    button.click();
    expect(menu.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(button.querySelector<HTMLElement>('.anticon-close')?.hidden).toBe(false);
    expect(button.querySelector<HTMLElement>('.anticon-menu')?.hidden).toBe(true);
    button.click();
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Open menu');
  });

  it('draws the other width when the screen crosses the phone width', () => {
    chatReply(null);
    openHomePage();
    expect(
      document.querySelector('template[data-variant="en-wide"]')?.hasAttribute('data-header-of'),
    ).toBe(true);
    expect(root().querySelector('h1')?.textContent).toBe('Home wide');
    expect(root().querySelector('main')?.textContent).toBe('Body');
    expect(root().querySelectorAll('header')).toHaveLength(1);
    phone = true;
    phoneListeners.forEach((listener) => listener());
    expect(root().querySelector('h1')?.textContent).toBe('Home phone');
  });

  it('shows the chat link once the settings are read, leading to the configured chat', async () => {
    const fetch = chatReply({ chatUrl: 'https://chat.example/pesa', devOutbox: false });
    openHomePage();
    const link = () => root().querySelector<HTMLAnchorElement>('a.chat-link') as HTMLAnchorElement;
    expect(link().hidden).toBe(true);
    await vi.waitFor(() => expect(link().hidden).toBe(false));
    expect(link().getAttribute('href')).toBe('https://chat.example/pesa');
    expect(link().target).toBe('_blank');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/common/appConfig');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Language']).toBe('en_US');

    // Drawn again in the other language, it stays shown.
    byLabel('Language').click();
    item('中文').click();
    expect(link().hidden).toBe(false);
    expect(link().getAttribute('aria-label')).toBe('在线咨询');
  });

  it('shows the chat link to the contact page when the settings cannot be read', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
    openHomePage();
    const link = () => root().querySelector<HTMLAnchorElement>('a.chat-link') as HTMLAnchorElement;
    await vi.waitFor(() => expect(link().hidden).toBe(false));
    expect(link().getAttribute('href')).toBe('/contactUs');
    expect(link().hasAttribute('target')).toBe(false);
  });

  it('does nothing on a page the app runs (a signed-in visitor)', () => {
    const fetch = chatReply(null);
    localStorage.setItem('token', 'a-session');
    openHomePage();
    expect(root().childElementCount).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
