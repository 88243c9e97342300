import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';
import { ok } from '../../../test/mockApi.ts';
import { apiAreaHandlers, apiInfo, approvedInfo } from '../testData.ts';

const sidebar = () => document.querySelector<HTMLElement>('aside.shell-sider')!;

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'main');
});

describe('the API account screen before approval', () => {
  it('invites a company that has not applied to apply', async () => {
    mockApi(apiAreaHandlers(() => apiInfo()));
    renderApp('/homeApi/account');
    const apply = await screen.findByRole('link', { name: 'Apply for API access' });
    expect(apply.getAttribute('href')).toBe('/homeApi/account-create');
    expect(screen.getByText('Connect your systems to PesaBridge')).toBeTruthy();
  });

  it('shows an application awaiting review, with what was sent', async () => {
    mockApi(
      apiAreaHandlers(() =>
        apiInfo({
          auditStatus: 0,
          companyName: 'Duka Ltd',
          monthlyVolume: '25000',
          notifyUrl: 'https://duka.example/hooks',
          createTime: '2026-11-20T08:00:00.000Z',
        }),
      ),
    );
    renderApp('/homeApi/account');
    const card = await screen.findByTestId('api-status-pending');
    expect(within(card).getByText('Your application is awaiting review')).toBeTruthy();
    expect(within(card).getByText('Duka Ltd')).toBeTruthy();
    expect(within(card).getByText('USD 25,000.00')).toBeTruthy();
  });

  it('gives the reason of a rejection and a way to correct it', async () => {
    mockApi(
      apiAreaHandlers(() =>
        apiInfo({ auditStatus: 2, rejectReason: 'The notify URL does not answer' }),
      ),
    );
    renderApp('/homeApi/account');
    const card = await screen.findByTestId('api-status-rejected');
    expect(within(card).getByText(/The notify URL does not answer/)).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Correct and resubmit' });
    expect(link.getAttribute('href')).toBe('/homeApi/account-create');
  });

  it("tells an individual's account the service is for businesses, without asking the server", async () => {
    mockApi({
      ...apiAreaHandlers(() => apiInfo()),
      '/user/info': () => ok(userInfo({ userType: 2 })),
    });
    renderApp('/homeApi/account');
    await screen.findByTestId('api-business-only');
    expect(received.some((c) => c.url === '/user/userApi/info')).toBe(false);
  });

  it('speaks Chinese too', async () => {
    await changeLocale('zh');
    mockApi(apiAreaHandlers(() => apiInfo({ auditStatus: 0 })));
    renderApp('/homeApi/account');
    expect(await screen.findByText('您的申请正在等待审核')).toBeTruthy();
  });
});

describe('the API menu', () => {
  it('is loaded by the layout itself, so an approved account gets its items on any page', async () => {
    mockApi(apiAreaHandlers(() => approvedInfo()));
    renderApp('/homeApi/account-create');
    await waitFor(() => expect(within(sidebar()).getByText('API Documentation')).toBeTruthy());
    expect(within(sidebar()).getByText('Pay-in Assets (C2B)')).toBeTruthy();
    // The layout, the page and the menu share one call.
    expect(received.filter((c) => c.url === '/user/userApi/info')).toHaveLength(1);
  });

  it('offers only the account page while access is not approved', async () => {
    mockApi(apiAreaHandlers(() => apiInfo({ auditStatus: 0 })));
    renderApp('/homeApi/account');
    await screen.findByTestId('api-status-pending');
    expect(within(sidebar()).getByText('API Account')).toBeTruthy();
    expect(within(sidebar()).queryByText('API Documentation')).toBeNull();
  });
});

describe('the approved dashboard', () => {
  it('opens on live data with a Sandbox switch that adds the test top-up', async () => {
    mockApi(apiAreaHandlers(() => approvedInfo()));
    renderApp('/homeApi/account');
    await screen.findByText('Webhook deliveries');
    expect(screen.queryByRole('button', { name: /Top up test balance/ })).toBeNull();
    fireEvent.click(screen.getByText('Sandbox'));
    await screen.findByRole('button', { name: /Top up test balance/ });
    await waitFor(() =>
      expect(
        received.some(
          (c) => c.url === '/user/userApi/dashboard' && JSON.parse(String(c.data)).mode === 'test',
        ),
      ).toBe(true),
    );
    expect(localStorage.getItem('apiMode')).toBe('test');
  });
});
