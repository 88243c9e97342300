import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

const countries = [
  { countryId: 254, iso2: 'KE', nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '+254' },
  { countryId: 255, iso2: 'TZ', nameEn: 'Tanzania', nameZh: '坦桑尼亚', dialCode: '+255' },
];

beforeEach(async () => {
  await changeLocale('en');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/common/country': () => ok(countries),
    '/user/login': () => ok('new-token'),
    '/user/info': () => ok(userInfo()),
  });
});

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Phone number'), {
    target: { value: '712345678' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('/login/255 preselects Tanzania and sends it with the credentials', async () => {
    renderApp('/login/255');
    expect(await screen.findByText('Tanzania (+255)')).toBeTruthy();
    await logIn();
    await waitFor(() => expect(received.some((c) => c.url === '/user/login')).toBe(true));
    const call = received.find((c) => c.url === '/user/login');
    expect(JSON.parse(String(call?.data))).toEqual({
      countryId: 255,
      phone: '712345678',
      password: 'Passw0rd',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home/dashboard'));
  });

  it('stores the token and lands on the redirect path after login', async () => {
    renderApp('/login?redirect=%2Fhome%2Fnotice');
    await logIn();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home/notice'));
    expect(localStorage.getItem('token')).toBe('new-token');
  });
});
