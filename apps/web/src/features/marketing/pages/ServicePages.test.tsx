import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received, type ReceivedCall } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

const location = () => screen.getByTestId('location').textContent;
const rates = [
  {
    pair: 'USD/KES',
    fromCurrency: 'USD',
    toCurrency: 'KES',
    rate: '129.2',
    // The customer's rates: the mid less a 0.50 % spread, either way.
    forwardRate: '128.554',
    reverseRate: '0.0077012383',
    updateTime: '2026-11-24T08:00:00.000Z',
  },
  {
    pair: 'KES/TZS',
    fromCurrency: 'KES',
    toCurrency: 'TZS',
    rate: '19',
    forwardRate: '18.905',
    reverseRate: '0.052368421',
    updateTime: '2026-11-24T08:00:00.000Z',
  },
];
const corridors = (lang: 'en' | 'zh') => [
  {
    countryId: 254,
    countryName: lang === 'zh' ? '肯尼亚' : 'Kenya',
    currencyCode: 'KES',
    payouts: [{ payType: 401, name: 'CNY Account', kind: 'cny_account', currencyCode: 'CNY' }],
    fundings: [{ payType: 503, name: 'Bank Topup', kind: 'topup', currencyCode: 'USD' }],
  },
];
const publicApi = {
  '/common/appConfig': () => ok({ chatUrl: 'https://chat.example/x', devOutbox: false }),
  '/common/public/rates': () => ok(rates),
  '/common/public/corridors': (config: ReceivedCall) =>
    ok(corridors(String(config.headers.get('Content-Language')).startsWith('zh') ? 'zh' : 'en')),
};
const signedIn = {
  ...publicApi,
  '/user/info': () => ok(userInfo()),
};

beforeEach(async () => {
  await changeLocale('en');
});

describe('public FX page', () => {
  it("shows a visitor today's rates from the public call, without sending them to /login", async () => {
    mockApi(publicApi);
    renderApp('/services/fx');
    const row = await screen.findByTestId('rate-USD/KES');
    expect(row.textContent).toContain('1 USD = 129.2 KES');
    expect(location()).toBe('/services/fx');
    const call = received.find((c) => c.url === '/common/public/rates');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(screen.getByTestId('service-cta')).toBeTruthy();
    expect(screen.queryByTestId('service-go-to')).toBeNull();
  });

  it("converts an amount at today's rate, either way of a pair", async () => {
    mockApi(publicApi);
    renderApp('/services/fx');
    const converter = await screen.findByTestId('rate-converter');
    fireEvent.change(within(converter).getByLabelText('Amount'), { target: { value: '250' } });
    expect(screen.getByTestId('converter-result').textContent).toBe(
      "250 USD is about 32,138.50 KES at today's rate.",
    );
    fireEvent.change(within(converter).getByLabelText('Convert'), { target: { value: 'KES/USD' } });
    fireEvent.change(within(converter).getByLabelText('Amount'), { target: { value: '1292' } });
    expect(screen.getByTestId('converter-result').textContent).toContain('about 9.95 USD');
    fireEvent.change(within(converter).getByLabelText('Amount'), { target: { value: 'abc' } });
    expect(screen.getByTestId('converter-result').textContent).toBe(
      'Enter an amount to see what it converts to.',
    );
  });

  it('offers a retry when the rates cannot be read', async () => {
    mockApi({ ...publicApi, '/common/public/rates': () => ({ status: 503, data: 'down' }) });
    renderApp('/services/fx');
    expect((await screen.findByRole('alert')).textContent).toContain('could not load');
  });

  it('gives a signed-in user the same page with a link into FX', async () => {
    localStorage.setItem('token', 'good');
    mockApi(signedIn);
    renderApp('/services/fx');
    const goTo = await screen.findByTestId('service-go-to');
    const link = within(goTo).getByRole('link', { name: 'Go to FX in your account' });
    expect(link.getAttribute('href')).toBe('/home/fx-index');
    expect(screen.queryByTestId('service-cta')).toBeNull();
  });
});

describe('public Global Service page', () => {
  it('lists the cross-border routes from the server, how it works and the fees, in English', async () => {
    mockApi(publicApi);
    renderApp('/services/global');
    const kenya = await screen.findByTestId('corridor-254');
    expect(kenya.textContent).toContain('From Kenya');
    expect(kenya.textContent).toContain('CNY Account · CNY');
    expect(kenya.textContent).toContain('Bank Topup · USD');
    expect(screen.getByText('How it works')).toBeTruthy();
    expect(screen.getByText('Fees in plain words')).toBeTruthy();
    expect(location()).toBe('/services/global');
  });

  it('speaks Chinese and asks the server in Chinese', async () => {
    await changeLocale('zh');
    mockApi(publicApi);
    renderApp('/services/global');
    expect((await screen.findByTestId('corridor-254')).textContent).toContain('从肯尼亚汇出');
    expect(screen.getByText('使用流程')).toBeTruthy();
  });

  it('sends a signed-in user without cross-border screens to the dashboard instead', async () => {
    localStorage.setItem('token', 'good');
    // mrpFlag 1: the account has no Cross-border Service menu.
    mockApi({ ...signedIn, '/user/info': () => ok(userInfo({ mrpFlag: 1 })) });
    renderApp('/services/global');
    const goTo = await screen.findByTestId('service-go-to');
    expect(within(goTo).getByRole('link').getAttribute('href')).toBe('/home/dashboard');
  });

  it("is what the header's Our Service menu opens, and FX next to it", async () => {
    mockApi(publicApi);
    renderApp('/aboutUs');
    fireEvent.click(await screen.findByRole('button', { name: /Our Service/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Global Service' }));
    await waitFor(() => expect(location()).toBe('/services/global'));
    expect(await screen.findByTestId('global-service-page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Our Service/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'FX' }));
    await waitFor(() => expect(location()).toBe('/services/fx'));
  });
});
