import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { fail, mockApi, ok, received, type Handler } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';
import { apiAreaHandlers, apiInfo, approvedInfo, bodyOf } from '../testData.ts';

/** antd's confirm repeats its title in the heading that names it; its body holds the buttons. */
async function confirmDialog(title: string) {
  const [heading] = await screen.findAllByText(title);
  return heading!.closest<HTMLElement>('.ant-modal-container, .ant-modal-content, .ant-modal')!;
}

/** The company's session with a transaction password, and the secret call behind the PIN pad. */
function withSecrets(): Record<string, Handler> {
  return {
    '/user/info': () => ok(userInfo({ userType: 1, fundPasswordFlag: 1 })),
    '/user/userApi/secret': (call) => {
      const body = JSON.parse(String(call.data)) as { mode: string; fundPassword: string };
      if (body.fundPassword !== '246810') return fail(-1023, 'Incorrect transaction password');
      const live = body.mode === 'live';
      return ok({
        mode: body.mode,
        accessKey: live ? 'ak_live_1' : 'ak_test_1',
        accessSecret: live ? 'sk_live_secret_1' : 'sk_test_secret_1',
      });
    },
  };
}

/** Types the 6 digits into the PIN pad's boxes and confirms. */
async function enterPin(digits: string) {
  // antd's ids are fixed in tests, so a second dialog's name cannot be told apart: find its text.
  const hint = await screen.findByTestId('fund-password-pad');
  const pad = hint.closest<HTMLElement>('.ant-modal')!;
  expect(within(pad).getByText('Transaction password')).toBeTruthy();
  const boxes = [...pad.querySelectorAll('input')];
  expect(boxes).toHaveLength(6);
  for (const box of boxes) expect(box.getAttribute('inputmode')).toBe('numeric');
  digits.split('').forEach((digit, i) => fireEvent.input(boxes[i]!, { target: { value: digit } }));
  fireEvent.click(within(pad).getByRole('button', { name: 'Show secret' }));
  return pad;
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
  it('shows both pairs with the secrets masked, the notify URL and allow-list', async () => {
    mockApi(apiAreaHandlers(() => approvedInfo()));
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    const live = await within(dialog).findByTestId('api-keys-live');
    expect(within(live).getByTestId('api-access-key-live').textContent).toBe('ak_live_1');
    expect(within(live).getByTestId('api-secret-live').textContent).toMatch(/^•+$/);
    // Nothing to copy until the secret has been read.
    expect(within(live).queryByRole('button', { name: 'Copy Secret (Live)' })).toBeNull();
    const test = within(dialog).getByTestId('api-keys-test');
    expect(within(test).getByTestId('api-access-key-test').textContent).toBe('ak_test_1');
    expect(within(dialog).getByText('https://duka.example/hooks')).toBeTruthy();
    expect(within(dialog).getByText('203.0.113.5')).toBeTruthy();
    expect(received.some((c) => c.url === '/user/userApi/secret')).toBe(false);
  });

  it('reveals a secret only with the transaction password, keeping the pad open when it is wrong', async () => {
    mockApi({ ...apiAreaHandlers(() => approvedInfo()), ...withSecrets() });
    renderApp('/homeApi/account');
    const dialog = await openDialog();
    const live = await within(dialog).findByTestId('api-keys-live');
    const secret = within(live).getByTestId('api-secret-live');

    fireEvent.click(within(live).getByRole('button', { name: /^Reveal Secret/ }));
    const pad = await enterPin('111111');
    await within(pad).findByText('Incorrect transaction password');
    expect(secret.textContent).not.toContain('sk_live_secret_1');

    await enterPin('246810');
    await waitFor(() => expect(secret.textContent).toBe('sk_live_secret_1'));
    expect(bodyOf(received, '/user/userApi/secret', 1)).toEqual({
      mode: 'live',
      fundPassword: '246810',
    });
    expect(within(live).getByRole('button', { name: 'Copy Secret (Live)' })).toBeTruthy();
    // The sandbox secret is read on its own.
    expect(within(dialog).getByTestId('api-secret-test').textContent).not.toContain('sk_test');
    fireEvent.click(within(live).getByRole('button', { name: /^Hide Secret/ }));
    expect(secret.textContent).not.toContain('sk_live_secret_1');
  });

  it('asks before resetting a pair, then reloads the info and shows the new key', async () => {
    let info = approvedInfo();
    mockApi({
      ...apiAreaHandlers(() => info),
      '/user/userApi/refresh': () => {
        info = approvedInfo({ testAccessKey: 'ak_test_2' });
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
