import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received, type Reply } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

let info = userInfo();
let changePhoneReplies: Reply[] = [];
const bodyOf = (url: string) =>
  JSON.parse(String(received.filter((c) => c.url === url).at(-1)?.data ?? 'null'));

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'good');
  info = userInfo({ nickName: 'Amina', sex: '1' });
  changePhoneReplies = [];
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/common/country': () =>
      ok([{ countryId: 254, nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '+254' }]),
    '/user/info': () => ok(info),
    '/user/info/save': (config) => {
      info = { ...info, ...JSON.parse(String(config.data)) };
      return ok(null);
    },
    '/user/resetPwd': () => ok(null),
    '/user/sendContactCode': () => ok({ channel: 'sms', to: '+25471***678' }),
    '/common/sendCode': () => ok(null),
    '/user/changePhone': () => changePhoneReplies.shift() ?? ok(null),
  });
});

/** The first render of the lazy page compiles antd for the run, which takes a while. */
async function openProfile() {
  renderApp('/home/info');
  await screen.findByText('Account number', undefined, { timeout: 30_000 });
}

describe('the profile screen', { timeout: 60_000 }, () => {
  it('shows the account facts and greets with the saved nickname', async () => {
    await openProfile();
    expect(screen.getAllByText('+254712345678')).toHaveLength(2);
    expect(screen.getByText('Individual')).toBeTruthy();
    expect(screen.getByText('Not submitted')).toBeTruthy();
    expect(screen.getByText('Hello, Amina')).toBeTruthy();

    const nickname = screen.getByLabelText('Nickname');
    fireEvent.change(nickname, { target: { value: '  Wanjiru  ' } });
    fireEvent.blur(nickname);
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Hello, Wanjiru');
    expect(bodyOf('/user/info/save')).toEqual({ nickName: 'Wanjiru', sex: '1' });
  });

  it('refuses a new login password equal to the old one before calling the server', async () => {
    await openProfile();
    // Role queries are slow on a page this size in jsdom; labels and texts find the same nodes.
    fireEvent.click(screen.getByLabelText('Change login password'));
    const title = await screen.findByText('Change login password', {
      selector: '.ant-modal-title',
    });
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Current password', 'Pesa2026Bridge');
    fill('New password', 'Pesa2026Bridge');
    fill('Confirm new password', 'Pesa2026Bridgf');
    fireEvent.click(within(dialog).getByText('Confirm'));
    expect(
      await within(dialog).findByText('The new password must differ from the current one'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The two entries do not match')).toBeTruthy();
    expect(received.some((c) => c.url === '/user/resetPwd')).toBe(false);

    fill('New password', 'Bridge2027Pesa');
    fill('Confirm new password', 'Bridge2027Pesa');
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() => expect(received.some((c) => c.url === '/user/resetPwd')).toBe(true));
    expect(bodyOf('/user/resetPwd')).toEqual({
      oldPassword: 'Pesa2026Bridge',
      newPassword: 'Bridge2027Pesa',
    });
  });

  it('changes the phone only with the login password and codes from the current and the new phone', async () => {
    changePhoneReplies = [
      { data: { code: -1006, msg: 'Error in verification code', data: { field: 'oldCode' } } },
    ];
    await openProfile();
    fireEvent.click(screen.getByLabelText('Change phone'));
    const title = await screen.findByText('Change phone', { selector: '.ant-modal-title' });
    const dialog = title.closest('.ant-modal') as HTMLElement;
    within(dialog).getByText(
      'To keep your account safe, this change needs your login password and a code sent to your current phone.',
    );
    within(dialog).getByText('The code is sent to +254712345678.');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    const itemOf = (label: string) =>
      within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

    // Nothing is sent without the password and the current phone's code.
    fill('New phone number', '0722000111');
    fill('Code from new phone', '654321');
    fireEvent.click(within(dialog).getByText('Confirm'));
    expect(await within(dialog).findByText('Enter your current password')).toBeTruthy();
    // antd checks the fields one by one: each error shows when its own check has run.
    expect(
      await within(itemOf('Code from current phone')).findByText('Enter the verification code'),
    ).toBeTruthy();
    expect(received.some((c) => c.url === '/user/changePhone')).toBe(false);

    // The current phone's code is sent by the server to the number it knows.
    fireEvent.click(within(itemOf('Code from current phone')).getByRole('button'));
    await waitFor(() =>
      expect(bodyOf('/user/sendContactCode')).toEqual({ purpose: 'changePhone' }),
    );
    expect(received.some((c) => c.url === '/common/sendCode')).toBe(false);

    fill('Login password', 'Pesa2026Bridge');
    fill('Code from current phone', '123456');
    fireEvent.click(within(dialog).getByText('Confirm'));
    // The server says which of the two codes was wrong.
    expect(
      await within(itemOf('Code from current phone')).findByText('Error in verification code'),
    ).toBeTruthy();
    expect(within(itemOf('Code from new phone')).queryByText('Error in verification code')).toBe(
      null,
    );
    expect(bodyOf('/user/changePhone')).toEqual({
      countryId: 254,
      phone: '0722000111',
      code: '654321',
      password: 'Pesa2026Bridge',
      oldCode: '123456',
    });

    fill('Code from current phone', '123457');
    fireEvent.click(within(dialog).getByText('Confirm'));
    expect(await screen.findByText('Phone number changed')).toBeTruthy();
    expect(bodyOf('/user/changePhone').oldCode).toBe('123457');
  });
});
