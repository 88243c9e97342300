import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../lib/i18n.ts';
import { SESSION_ACCESS_KEY } from '../../lib/permissions/sessionAccess.ts';
import { queryClient } from '../../lib/queryClient.ts';
import { USER_INFO_KEY } from '../../lib/userInfo.ts';
import { fail, mockApi, ok, received } from '../../test/mockApi.ts';
import { userInfo } from '../../test/renderApp.tsx';
import { FundPasswordDialog } from './FundPasswordDialog.tsx';

await loadAllCatalogs();

let passwordSet = false;
const member = (set: boolean) => userInfo({ parentId: 7, fundPasswordFlag: set });

function bodiesOf(path: string) {
  return received.filter((c) => c.url === path).map((c) => JSON.parse(String(c.data)));
}

function Payment({ pay }: { pay: (pin: string) => Promise<string | null> }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={queryClient}>
      <FundPasswordDialog
        open={open}
        onCancel={() => setOpen(false)}
        onSubmit={async (pin) => {
          const problem = await pay(pin);
          if (!problem) setOpen(false);
          return problem;
        }}
      />
    </QueryClientProvider>
  );
}

/** A screen that closes the dialog whatever the answer, then opens it again (ConfirmStep does). */
function ClosingPayment({ pay }: { pay: (pin: string) => Promise<string | null> }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={queryClient}>
      <button type="button" onClick={() => setOpen(true)}>
        Pay again
      </button>
      <FundPasswordDialog
        open={open}
        onCancel={() => setOpen(false)}
        onSubmit={async (pin) => {
          await pay(pin);
          setOpen(false);
          return null;
        }}
      />
    </QueryClientProvider>
  );
}

function renderDialog(set: boolean, pay = vi.fn(async (_pin: string) => null as string | null)) {
  queryClient.clear();
  passwordSet = set;
  queryClient.setQueryData(SESSION_ACCESS_KEY, { info: member(set), view: {} });
  render(<Payment pay={pay} />);
  return pay;
}

const field = (label: string) => screen.getByLabelText(label);

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'member');
  mockApi({
    '/common/country': () => ok([{ countryId: 254, countryName: 'Kenya' }]),
    '/common/sendCode': () => ok(null),
    '/user/resetFundPwd': (config) => {
      const body = JSON.parse(String(config.data));
      if (body.code !== '123456') return fail(-1006, 'Incorrect verification code');
      passwordSet = true;
      return ok(null);
    },
    '/user/info': () => ok(member(passwordSet)),
  });
});

describe('the payment dialog', () => {
  it('shows the PIN pad once a transaction password exists', async () => {
    renderDialog(true);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Transaction password')).toBeTruthy();
    expect(dialog.getByTestId('fund-password-pad')).toBeTruthy();
    expect(dialog.queryByLabelText('Verification code')).toBeNull();
  });

  it('opens empty again after a closed attempt, so old digits never mix with new ones', async () => {
    queryClient.clear();
    queryClient.setQueryData(SESSION_ACCESS_KEY, { info: member(true), view: {} });
    const pay = vi.fn(async (_pin: string) => null as string | null);
    render(<ClosingPayment pay={pay} />);
    // The boxes are masked (password inputs), so they have no textbox role.
    const boxes = () => [
      ...screen.getByRole('group', { name: 'Transaction password' }).querySelectorAll('input'),
    ];
    await screen.findByRole('dialog');
    boxes().forEach((box, i) => fireEvent.input(box, { target: { value: String(i + 1) } }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(pay).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await screen.findByRole('dialog');
    expect(boxes().map((box) => box.value)).toEqual(Array(6).fill(''));
  });

  it('offers no PIN pad without a password: it sets one with a code, then pays with it', async () => {
    const pay = renderDialog(false);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Set your transaction password')).toBeTruthy();
    expect(dialog.queryByTestId('fund-password-pad')).toBeNull();
    expect(dialog.getByText('The code is sent to +254712345678.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(bodiesOf('/common/sendCode')).toHaveLength(1));
    expect(bodiesOf('/common/sendCode')[0]).toEqual({
      countryId: 254,
      phone: '+254712345678',
      scene: 'fundPwd',
    });

    fireEvent.change(field('Verification code'), { target: { value: '000000' } });
    fireEvent.change(field('Transaction password'), { target: { value: '246810' } });
    fireEvent.change(field('Confirm transaction password'), { target: { value: '246810' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    // A wrong code marks the code field and pays nothing.
    expect(await dialog.findByText('Incorrect verification code')).toBeTruthy();
    expect(pay).not.toHaveBeenCalled();

    fireEvent.change(field('Verification code'), { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(pay).toHaveBeenCalledWith('246810'));
    expect(bodiesOf('/user/resetFundPwd').at(-1)).toEqual({
      code: '123456',
      fundPassword: '246810',
    });
    // The session now knows the password exists: the next payment gets the PIN pad.
    await waitFor(() =>
      expect(queryClient.getQueryData<{ fundPasswordFlag: boolean }>(USER_INFO_KEY)).toMatchObject({
        fundPasswordFlag: true,
      }),
    );
  }, 60_000);

  it('asks for the same six digits twice before anything is sent', async () => {
    renderDialog(false);
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(field('Verification code'), { target: { value: '123456' } });
    fireEvent.change(field('Transaction password'), { target: { value: '12345' } });
    fireEvent.change(field('Confirm transaction password'), { target: { value: '99999' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save and continue' }));
    expect(await dialog.findAllByText('The transaction password is 6 digits')).toBeTruthy();
    expect(await dialog.findByText(/do not match/)).toBeTruthy();
    expect(bodiesOf('/user/resetFundPwd')).toHaveLength(0);
  });
});
