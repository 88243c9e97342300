import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { fail, mockApi, ok } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

function loggedIn(logoutReply: ReturnType<typeof ok>) {
  localStorage.setItem('token', 'good');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo()),
    '/user/logout': () => logoutReply,
  });
}

async function clickLogout() {
  fireEvent.click(await screen.findByRole('button', { name: /Account menu|账户菜单/ }));
  fireEvent.click(await screen.findByText(/^(Log out|退出登录)$/));
}

beforeEach(async () => {
  await changeLocale('en');
});

describe('logout from the logged-in header', () => {
  it('shows "Exit Success!" and goes to /login', async () => {
    loggedIn(ok(null));
    renderApp('/home/notice');
    await clickLogout();
    expect(await screen.findByText('Exit Success!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says it in Chinese too, and still leaves when the server call fails', async () => {
    await changeLocale('zh');
    loggedIn(fail(500, 'down'));
    renderApp('/home/notice');
    await clickLogout();
    expect(await screen.findByText('退出成功！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
