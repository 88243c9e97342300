import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n.ts';
import { mockApi, ok, type Reply } from '../../test/mockApi.ts';
import { renderApp, userInfo } from '../../test/renderApp.tsx';

const empty: Reply = { data: { code: 200, msg: 'Success', rows: [], total: 0 } };

function memberWith(names: string[]) {
  localStorage.setItem('token', 'member');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo({ parentId: 9, permissions: [] })),
    '/user/team/menus': () => ok(JSON.stringify(names)),
    '/user/exchangeAccount/list': () => empty,
    '/user/ContractWorker/list': () => empty,
  });
}

beforeEach(async () => {
  await changeLocale('en');
});

describe('exchange account and contract worker routes', () => {
  it('open for a member who may send, with the title in the header and links in the user menu', async () => {
    memberWith(['MrpIndex']);
    renderApp('/home/exchange-account');
    expect(
      await screen.findByRole('heading', { name: 'Exchange Accounts', level: 1 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByText('Contract Workers'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/home/contract-worker'),
    );
    expect(await screen.findByRole('heading', { name: 'Contract Workers', level: 1 })).toBeTruthy();
  }, 60_000);

  it('do not exist for a member without PspIndex, MrpIndex or Assets', async () => {
    memberWith(['FxIndex', 'AssetsPayee']);
    renderApp('/home/contract-worker');
    // The refusal page is a lazy route compiled on first use: on a busy machine that alone can
    // outlast the usual wait, so this one waits as long as the test may.
    expect(await screen.findByTestId('unauthorized-page', {}, { timeout: 50_000 })).toBeTruthy();
  }, 60_000);
});
