import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

const va = (overrides: Record<string, unknown>) => ({
  id: 1,
  accountId: '',
  accountName: '',
  status: 'Submitted',
  countryId: 254,
  currencyId: 404,
  bankName: '',
  bankAddress: '',
  payBillNum: '',
  branchCode: '',
  bankCode: '',
  payType: null,
  createTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const opened = va({
  id: 2,
  status: 'Successful',
  currencyId: 840,
  accountId: 'KE-VA-0001',
  accountName: 'PesaBridge Collections',
  bankName: 'KCB Bank',
  payBillNum: '522522',
});

// jsdom has no layout: give the agreement a tall text in a short box, as a browser would.
const realScrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
const realClientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
function agreementTaller(scrollHeight: number, clientHeight: number) {
  const isAgreement = (el: HTMLElement) => el.classList.contains('va-agreement-text');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isAgreement(this) ? scrollHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isAgreement(this) ? clientHeight : 0;
    },
  });
}

function scrollAgreementTo(scrollTop: number) {
  const text = screen.getByTestId('va-agreement-text');
  Object.defineProperty(text, 'scrollTop', { configurable: true, value: scrollTop });
  fireEvent.scroll(text);
}

// Once opened, the apply dialog has the same title as the button.
const inButton = (el: HTMLElement) => el.closest('button') !== null;
const addButton = async () =>
  (await screen.findAllByText('Apply for a virtual account')).find(inButton)!;

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'main');
  agreementTaller(2000, 400);
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo()),
    '/va/list': () => pageOf([va({}), opened]),
    '/common/country': () => ok([{ countryId: 254, nameEn: 'Kenya', nameZh: '肯尼亚' }]),
    '/common/currency': () =>
      ok([
        { currencyId: 404, code: 'KES', nameEn: 'Kenyan Shilling', nameZh: '肯尼亚先令' },
        { currencyId: 840, code: 'USD', nameEn: 'US Dollar', nameZh: '美元' },
      ]),
    '/common/currencyByCountryId/254': () =>
      ok([{ currencyId: 840, code: 'USD', name: 'US Dollar', decimals: 2, symbol: '$' }]),
    '/va/apply': () => ok({ id: 3 }),
  });
});

afterEach(() => {
  if (realScrollHeight)
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', realScrollHeight);
  if (realClientHeight)
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', realClientHeight);
});

describe('VA Account', () => {
  it('shows each status and, once Successful, the details with copy buttons', async () => {
    renderApp('/home/assets-vaAccount');
    expect(await screen.findByTestId('va-status-1')).toHaveProperty('textContent', 'Submitted');
    expect(screen.getByTestId('va-status-2').textContent).toBe('Successful');
    const card = within(screen.getByTestId('va-card-2'));
    expect(card.getByTestId('copy-Account number').textContent).toBe('KE-VA-0001');
    expect(card.getByTestId('copy-Paybill number').textContent).toBe('522522');
    expect(card.getByRole('button', { name: 'Copy Bank' })).toBeTruthy();
    // Empty details are left out rather than shown as blank rows.
    expect(card.queryByText('Bank code')).toBeNull();
    expect(
      within(screen.getByTestId('va-card-1')).queryByRole('button', { name: /^Copy/ }),
    ).toBeNull();
  }, 60_000);

  it('unlocks agreeing only after the agreement is scrolled to the end, then applies', async () => {
    renderApp('/home/assets-vaAccount');
    // Text and label queries: role queries over the whole shell are slow in jsdom.
    fireEvent.click(await addButton());
    const submit = (await screen.findByText('Submit application')).closest('button')!;
    const agree = screen.getByLabelText(/I have read and agree/) as HTMLInputElement;
    expect(submit.disabled).toBe(true);
    expect(agree.disabled).toBe(true);

    fireEvent.click(screen.getByText('Read the VA user agreement'));
    expect(await screen.findByText(/Scroll to the end of the agreement/)).toBeTruthy();
    scrollAgreementTo(800);
    expect(agree.disabled).toBe(true);
    scrollAgreementTo(1600);
    expect(await screen.findByText(/You have reached the end/)).toBeTruthy();
    fireEvent.click(screen.getByText('Back to the application'));

    expect(agree.disabled).toBe(false);
    expect(submit.disabled).toBe(true);
    fireEvent.click(agree);
    await waitFor(() => expect(submit.disabled).toBe(false));

    fireEvent.mouseDown(screen.getByLabelText('Currency'));
    fireEvent.click(await screen.findByTitle('USD · US Dollar'));
    fireEvent.click(submit);
    await waitFor(() => expect(received.some((c) => c.url === '/va/apply')).toBe(true));
    const call = received.find((c) => c.url === '/va/apply');
    expect(JSON.parse(String(call?.data))).toEqual({
      countryId: 254,
      currencyId: 840,
      agree: true,
    });
  }, 60_000);

  it('hides the Add button from a member without Btn:va:add', async () => {
    localStorage.setItem('token', 'member');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo({ parentId: 9 })),
      '/user/team/menus': () => ok(JSON.stringify(['AssetsVaAccount'])),
      '/va/list': () => pageOf([]),
      '/common/country': () => ok([]),
      '/common/currency': () => ok([]),
    });
    renderApp('/home/assets-vaAccount');
    expect(await screen.findByText('You have no virtual accounts yet.')).toBeTruthy();
    expect(screen.queryAllByText('Apply for a virtual account').some(inButton)).toBe(false);
  }, 60_000);
});
