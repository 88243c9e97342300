import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';
import { apiAreaHandlers, apiInfo, approvedInfo, bodyOf } from '../testData.ts';

/** antd's confirm repeats its title in the heading that names it; its body holds the buttons. */
async function confirmDialog(title: string) {
  const [heading] = await screen.findAllByText(title);
  return heading!.closest<HTMLElement>('.ant-modal-container, .ant-modal-content, .ant-modal')!;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'API credentials' }));
  return screen.findByRole('dialog', { name: 'API credentials' });
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'main');
});

describe('the API credentials dialog of the /homeApi header', () => {
  it('shows both pairs with the secrets masked until revealed, the notify URL and allow-list', async () => {
    mockApi(apiAreaHandlers(() => approvedInfo()));
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    const live = await within(dialog).findByTestId('api-keys-live');
    expect(within(live).getByTestId('api-access-key-live').textContent).toBe('ak_live_1');
    const secret = within(live).getByTestId('api-secret-live');
    expect(secret.textContent).not.toContain('sk_live_secret_1');
    fireEvent.click(within(live).getByRole('button', { name: /^Reveal Secret/ }));
    expect(secret.textContent).toBe('sk_live_secret_1');
    fireEvent.click(within(live).getByRole('button', { name: /^Hide Secret/ }));
    expect(secret.textContent).not.toContain('sk_live_secret_1');

    const test = within(dialog).getByTestId('api-keys-test');
    expect(within(test).getByTestId('api-access-key-test').textContent).toBe('ak_test_1');
    expect(within(test).getByRole('button', { name: 'Copy Secret (Sandbox)' })).toBeTruthy();
    expect(within(dialog).getByText('https://duka.example/hooks')).toBeTruthy();
    expect(within(dialog).getByText('203.0.113.5')).toBeTruthy();
  });

  it('asks before resetting a pair, then reloads the info and shows the new key', async () => {
    let info = approvedInfo();
    mockApi({
      ...apiAreaHandlers(() => info),
      '/user/userApi/refresh': () => {
        info = approvedInfo({ testAccessKey: 'ak_test_2', testAccessSecret: 'sk_test_secret_2' });
        return ok(null);
      },
    });
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    const test = await within(dialog).findByTestId('api-keys-test');

    fireEvent.click(within(test).getByRole('button', { name: /Reset keys/ }));
    let confirm = await confirmDialog('Reset the Sandbox keys?');
    expect(within(confirm).getByText(/old pair stops working at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Reset the Sandbox keys?')).toBeNull());
    expect(received.some((c) => c.url === '/user/userApi/refresh')).toBe(false);

    fireEvent.click(within(test).getByRole('button', { name: /Reset keys/ }));
    confirm = await confirmDialog('Reset the Sandbox keys?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset keys' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('api-access-key-test').textContent).toBe('ak_test_2'),
    );
    expect(bodyOf(received, '/user/userApi/refresh')).toEqual({ mode: 'test' });
    expect(within(dialog).getByTestId('api-access-key-live').textContent).toBe('ak_live_1');
  });

  it('says the credentials come with approval, and offers no reset, before approval', async () => {
    mockApi(apiAreaHandlers(() => apiInfo({ auditStatus: 0 })));
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    await within(dialog).findByTestId('api-credentials-not-approved');
    expect(within(dialog).queryByRole('button', { name: /Reset keys/ })).toBeNull();
  });

  it('shows a team member the keys, but leaves resetting them to the main account', async () => {
    mockApi({
      ...apiAreaHandlers(() => approvedInfo()),
      '/user/info': () => ok(userInfo({ parentId: 9, userType: 1 })),
      '/user/team/menus': () => ok(JSON.stringify(['HomeApiC2B'])),
    });
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    await within(dialog).findByTestId('api-keys-live');
    expect(within(dialog).queryByRole('button', { name: /Reset keys/ })).toBeNull();
    expect(within(dialog).getByText(/Only the main account can reset keys/)).toBeTruthy();
  });

  it('is in Chinese for a Chinese user', async () => {
    await changeLocale('zh');
    mockApi(apiAreaHandlers(() => approvedInfo()));
    renderApp('/homeApi/account');
    fireEvent.click(await screen.findByRole('button', { name: 'API 凭证' }));
    const dialog = await screen.findByRole('dialog', { name: 'API 凭证' });
    expect(await within(dialog).findByText('正式密钥')).toBeTruthy();
    expect(within(dialog).getByText('沙箱密钥')).toBeTruthy();
  });
});
