import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok } from '../../../test/mockApi.ts';
import { renderApp } from '../../../test/renderApp.tsx';

beforeEach(() => {
  localStorage.removeItem('token');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/common/country': () =>
      ok([{ countryId: 254, nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '+254' }]),
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
