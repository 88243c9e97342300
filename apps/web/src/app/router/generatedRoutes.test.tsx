import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n.ts';
import { mockApi, ok } from '../../test/mockApi.ts';
import { renderApp, userInfo } from '../../test/renderApp.tsx';

function memberWith(names: string[]) {
  localStorage.setItem('token', 'member');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo({ parentId: 9, permissions: [] })),
    '/user/team/menus': () => ok(JSON.stringify(names)),
  });
}

beforeEach(async () => {
  await changeLocale('en');
});

describe('routes generated from permissions', () => {
  it('opens a screen the team member was given, with its title in the header', async () => {
    memberWith(['FxIndex']);
    renderApp('/home/fx-index');
    expect(await screen.findByRole('heading', { name: 'Exchange Rates', level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('sends a member to the 401 page for a screen the role does not hold', async () => {
    memberWith(['FxIndex']);
    renderApp('/home/psp-index');
    expect(await screen.findByTestId('unauthorized-page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Send Money' })).toBeNull();
    // Still signed in: the app's frame stays, with its menu and the refusal as the title.
    expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 })).toBeTruthy();
    expect(document.querySelector('.shell-layout')).not.toBeNull();
  });

  it('gives a sender the order page of its service, but not another service’s', async () => {
    memberWith(['PspIndex']);
    renderApp('/home/psp-order');
    expect(await screen.findByText(/^Only the orders you made are listed here/)).toBeTruthy();
  });

  it('does not list the company’s orders as the member’s own when the role holds the page', async () => {
    memberWith(['PspIndex', 'PspOrder']);
    renderApp('/home/psp-order');
    await screen.findByRole('heading', { name: 'Domestic transactions' });
    expect(screen.queryByText(/^Only the orders you made/)).toBeNull();
  });

  it('keeps the 404 page for a logged-in path that is no screen at all', async () => {
    memberWith(['FxIndex']);
    renderApp('/home/no-such-screen');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('builds the sidebar only from the member names, in group order', async () => {
    memberWith(['SystemUserTeam', 'FxIndex', 'Kyc']);
    renderApp('/home/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const labels = [...document.querySelectorAll('.side-nav-group > .side-nav-link')].map(
      (n) => n.textContent,
    );
    expect(labels).toEqual(['User', 'FX', 'System']);
  });

  it('shows the Domestic menu to a main account with pspFlag 0 only', async () => {
    localStorage.setItem('token', 'main');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo({ pspFlag: 0, mrpFlag: 1 })),
    });
    renderApp('/home/psp-recharge');
    expect(await screen.findByRole('heading', { name: 'Top Up', level: 1 })).toBeTruthy();
    const labels = [...document.querySelectorAll('.side-nav-group > .side-nav-link')].map(
      (n) => n.textContent,
    );
    expect(labels).toEqual(['User', 'Domestic Service', 'Assets', 'FX', 'System']);
  });
});
