import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { removeToken } from '../../../lib/tokenStorage.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

beforeEach(() => {
  // Through the store, so the guard hears it: an earlier test ends signed in.
  removeToken();
  sessionStorage.clear();
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/common/country': () =>
      ok([
        { countryId: 254, nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '+254' },
        { countryId: 255, nameEn: 'Tanzania', nameZh: '坦桑尼亚', dialCode: '+255' },
      ]),
    '/common/sendCode': () => ok(null),
    '/common/sendMailCode': () => ok(null),
    '/user/register': () => ok('new-token'),
    '/user/emailRegister': () => ok('new-token'),
    '/user/info': () => ok(userInfo()),
  });
});

const bodyOf = (url: string) => {
  const call = received.find((c) => c.url === url);
  return call ? (JSON.parse(String(call.data)) as Record<string, unknown>) : undefined;
};

describe('signing up', { timeout: 60_000 }, () => {
  it('asks for what is missing before sending a code or going on, and moves to the first error', async () => {
    await changeLocale('en');
    renderApp('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }, { timeout: 30_000 }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(received.some((c) => c.url === '/common/sendCode')).toBe(false);
    // The code's own check is not run for a send.
    expect(screen.queryByText('Please enter the verification code')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms to continue')).toBeTruthy();
    const phone = screen.getByLabelText('Phone number');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('by phone: sends the code to the chosen country, then creates the account with the password', async () => {
    await changeLocale('en');
    renderApp('/register');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: '255' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '712345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(bodyOf('/common/sendCode')).toEqual({
        countryId: 255,
        phone: '712345678',
        scene: 'register',
      }),
    );
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const password = await screen.findByLabelText('New password');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Password');
    fireEvent.change(password, { target: { value: 'Pesa2026Bridge' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Pesa2026' } });
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(received.some((c) => c.url === '/user/register')).toBe(false);

    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Pesa2026Bridge' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(bodyOf('/user/register')).toEqual({
        userType: 2,
        countryId: 255,
        phone: '712345678',
        code: '123456',
        password: 'Pesa2026Bridge',
      }),
    );
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    // Signed in, the full app takes the new account to the success screen.
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/register/success'),
      { timeout: 15_000 },
    );
    // Nothing of the form is kept once the account exists.
    expect(sessionStorage.getItem('pesa.input:guest:register')).toBeNull();
  });

  it('by email in Chinese, and asks the code again after a refresh on the password step', async () => {
    await changeLocale('zh');
    sessionStorage.setItem(
      'pesa.input:guest:register',
      JSON.stringify({
        userType: 1,
        countryId: 254,
        method: 'email',
        email: 'a@b.co',
        accepted: true,
      }),
    );
    renderApp('/register?step=2');
    expect(
      await screen.findByText(/页面刷新后不会保留验证码/, undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Pesa2026Bridge' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Pesa2026Bridge' } });
    fireEvent.click(screen.getByRole('button', { name: '创建账户' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(received.some((c) => c.url === '/user/emailRegister')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(bodyOf('/common/sendMailCode')).toEqual({ email: 'a@b.co', scene: 'register' }),
    );
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '创建账户' }));
    await waitFor(() =>
      expect(bodyOf('/user/emailRegister')).toEqual({
        userType: 1,
        countryId: 254,
        email: 'a@b.co',
        code: '654321',
        password: 'Pesa2026Bridge',
      }),
    );
    await changeLocale('en');
  });
});

describe('choosing the account type at sign-up', { timeout: 60_000 }, () => {
  it('offers agent next to individual and company, and says what it commits to', async () => {
    await changeLocale('en');
    renderApp('/register');
    const agent = await screen.findByText('Agent', undefined, { timeout: 30_000 });
    expect(screen.getByText('Individual')).toBeTruthy();
    expect(screen.getByText('Company')).toBeTruthy();
    expect(screen.queryByText(/verified like companies \(KYB\)/)).toBeNull();
    fireEvent.click(agent);
    expect(await screen.findByText(/verified like companies \(KYB\)/)).toBeTruthy();
  });

  it('says it in Chinese too', async () => {
    await changeLocale('zh');
    renderApp('/register');
    fireEvent.click(await screen.findByText('代理商', undefined, { timeout: 30_000 }));
    expect(await screen.findByText(/须像企业一样完成认证（KYB）/)).toBeTruthy();
    await changeLocale('en');
  });
});
