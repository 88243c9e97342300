import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../lib/i18n.ts';
import { fail, mockApi, ok } from '../../test/mockApi.ts';
import { renderApp, userInfo } from '../../test/renderApp.tsx';

const location = () => screen.getByTestId('location').textContent;
const publicApi = {
  '/common/appConfig': () => ok({ chatUrl: 'https://chat.example/x', devOutbox: false }),
};

beforeEach(async () => {
  await changeLocale('en');
});

describe('navigation guard', () => {
  it('sends a guest from a logged-in screen to /login with the wanted path', async () => {
    mockApi(publicApi);
    renderApp('/home/fx-index?pair=USD');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fhome%2Ffx-index%3Fpair%3DUSD'));
  });

  it('shows the floating chat link from the app config', async () => {
    mockApi(publicApi);
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Chat with us' });
    expect(link.getAttribute('href')).toBe('https://chat.example/x');
  });

  it('logs out and goes to / when loading the user info fails', async () => {
    localStorage.setItem('token', 'stale');
    mockApi({ ...publicApi, '/user/info': () => fail(500, 'boom') });
    renderApp('/home/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a logged-in visitor from /login to the dashboard', async () => {
    localStorage.setItem('token', 'good');
    mockApi({
      ...publicApi,
      '/user/info': () => ok(userInfo()),
      '/account/assets': () => ok([]),
      '/common/exchangeRate/current': () => ok([]),
      '/common/sysNotice': () => ok([]),
    });
    renderApp('/login');
    await waitFor(() => expect(location()).toBe('/home/dashboard'));
    expect(await screen.findByText('Hello, Amina')).toBeTruthy();
  });

  it('redirects /home to /home/dashboard', async () => {
    localStorage.setItem('token', 'good');
    mockApi({ ...publicApi, '/user/info': () => ok(userInfo()) });
    renderApp('/home');
    await waitFor(() => expect(location()).toBe('/home/dashboard'));
  });

  it('redirects /homeApi to /homeApi/account', async () => {
    localStorage.setItem('token', 'good');
    mockApi({ ...publicApi, '/user/info': () => ok(userInfo()) });
    renderApp('/homeApi');
    await waitFor(() => expect(location()).toBe('/homeApi/account'));
  });
});
