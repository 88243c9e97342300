import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, received, type ReceivedCall } from '../../../test/mockApi.ts';
import { spyFeedback } from '../../../test/feedbackSpy.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import type { Member } from '../api.ts';
import { MemberFormModal } from './MemberFormModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';

await loadAllCatalogs();

const member: Member = {
  id: 7,
  userName: 'Amina Finance',
  email: 'amina@example.com',
  phonenumber: '+254712345678',
  countryId: 254,
  roleId: 3,
  roleName: 'Finance',
  remark: '',
  status: 0,
  createTime: '2026-01-05T08:00:00.000Z',
};

const bodyOf = (path: string) => {
  const call = received.find((c: ReceivedCall) => c.url === path);
  return call ? JSON.parse(String(call.data)) : undefined;
};

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(() => {
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
});
afterEach(() => feedback.restore());

describe('ResetPasswordModal', () => {
  it('checks length and confirmation before calling the server', async () => {
    mockApi({});
    renderWithQueries(<ResetPasswordModal member={member} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Use 6 to 12 characters');
    await screen.findByText('The two passwords do not match');
    expect(bodyOf('/user/team/resetPwd')).toBeUndefined();
  });

  it("shows the server's refusal of the old password under the field", async () => {
    mockApi({
      '/user/team/resetPwd': () => ({
        data: {
          code: -1008,
          msg: 'Parameter error',
          data: [{ field: 'password', message: 'The new password must differ from the old one' }],
        },
      }),
    });
    let closed = false;
    renderWithQueries(<ResetPasswordModal member={member} onClose={() => (closed = true)} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Team2026ab' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Team2026ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('The new password must differ from the old one');
    expect(bodyOf('/user/team/resetPwd')).toEqual({ id: 7, password: 'Team2026ab' });
    expect(feedback.notification.error).toHaveBeenCalled();
    expect(closed).toBe(false);
  });
});

describe('MemberFormModal', () => {
  const roles = {
    '/common/country': () =>
      ok([{ countryId: 254, iso2: 'KE', nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '254' }]),
    '/user/role/list': () => ({
      data: {
        code: 200,
        rows: [
          { id: 3, name: 'Finance', menus: ['Assets'], status: 0, createTime: '' },
          { id: 4, name: 'Old role', menus: [], status: 1, createTime: '' },
        ],
        total: 2,
      },
    }),
  };

  it('needs a phone or an email and a matching password confirmation', async () => {
    mockApi(roles);
    renderWithQueries(<MemberFormModal open defaultCountryId={254} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Baraka' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Team2026ab' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Team2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a mobile number or an email address');
    await screen.findByText('The two passwords do not match');
    await screen.findByText("Choose the member's role");
    expect(bodyOf('/user/team/add')).toBeUndefined();
  });

  it('saves an edit without empty contact fields and warns that disabling signs out', async () => {
    mockApi({ ...roles, '/user/team/edit': () => ok(null) });
    let closed = false;
    renderWithQueries(
      <MemberFormModal
        open
        member={{ ...member, email: '' }}
        defaultCountryId={254}
        onClose={() => (closed = true)}
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Amina Finance'),
    );
    expect(screen.queryByText(/Saving signs the member out/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Disabled'));
    await screen.findByText(/Saving signs the member out/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(bodyOf('/user/team/edit')).toEqual({
      id: 7,
      userName: 'Amina Finance',
      phonenumber: '+254712345678',
      countryId: 254,
      roleId: 3,
      remark: '',
      status: 1,
    });
  });
});
