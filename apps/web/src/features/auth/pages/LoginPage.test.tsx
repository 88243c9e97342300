import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    '/user/emailLogin': () => ok('new-token'),
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
    // The first render of the logged-in layout compiles antd for the run; the navigation
    // commits once it has (it can take seconds on a busy machine).
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/home/dashboard'),
      { timeout: 15_000 },
    );
  });

  it('stores the token and lands on the redirect path after login', async () => {
    renderApp('/login?redirect=%2Fhome%2Fnotice');
    await logIn();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home/notice'));
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('says what is missing, ties each message to its field and sends nothing', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const phone = screen.getByLabelText('Phone number');
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(message?.getAttribute('role')).toBe('alert');
    expect(message?.textContent).toBe('Please enter your phone number');
    expect(document.activeElement).toBe(phone);
    // Fixed as typed, like antd's forms.
    fireEvent.change(phone, { target: { value: '712a' } });
    expect(await screen.findByText('Please enter a valid phone number (digits only)')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '712345678' } });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('false'));
    expect(received.some((c) => c.url === '/user/login')).toBe(false);
  });

  it('logs in by email after checking the address, in Chinese too', async () => {
    await changeLocale('zh');
    renderApp('/login');
    fireEvent.click(await screen.findByLabelText('邮箱'));
    const email = await screen.findByLabelText('邮箱', { selector: 'input[inputmode=email]' });
    fireEvent.change(email, { target: { value: 'name@example' } });
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeTruthy();
    fireEvent.change(email, { target: { value: ' name@example.com ' } });
    fireEvent.blur(email);
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Passw0rd' } });
    const form = document.querySelector('form') as HTMLFormElement;
    fireEvent.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(received.some((c) => c.url === '/user/emailLogin')).toBe(true));
    const call = received.find((c) => c.url === '/user/emailLogin');
    expect(JSON.parse(String(call?.data))).toEqual({
      email: 'name@example.com',
      password: 'Passw0rd',
    });
  });
});
