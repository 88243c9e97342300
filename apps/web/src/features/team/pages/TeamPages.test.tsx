import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { PHONE_QUERY } from '../../../components/useIsPhone.ts';
import { mockApi, ok, pageOf, received } from '../../../test/mockApi.ts';
import { spyFeedback } from '../../../test/feedbackSpy.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import { userInfo } from '../../../test/renderApp.tsx';
import type { Member, Role } from '../api.ts';
import RolesPage from './RolesPage.tsx';
import TeamPage from './TeamPage.tsx';

await loadAllCatalogs();

const finance: Role = {
  id: 3,
  name: 'Finance',
  menus: ['Assets', 'AssetsOrder', 'FxIndex'],
  status: 0,
  createTime: '2026-01-05T08:00:00.000Z',
};
const oldRole: Role = { ...finance, id: 4, name: 'Old role', menus: ['Assets'], status: 1 };

const amina: Member = {
  id: 7,
  userName: 'Amina Finance',
  email: 'amina@example.com',
  phonenumber: '+254712345678',
  countryId: 254,
  roleId: 3,
  roleName: 'Finance',
  remark: 'Reads balances',
  status: 0,
  createTime: '2026-01-05T08:00:00.000Z',
};
const baraka: Member = {
  ...amina,
  id: 8,
  userName: 'Baraka Clerk',
  email: '',
  roleId: null,
  roleName: '',
  remark: '',
  status: 1,
};

const bodiesOf = (path: string) =>
  received.filter((c) => c.url === path).map((c) => JSON.parse(String(c.data)));
const rowOf = (text: string) => within(screen.getByText(text).closest('tr')!);
/**
 * The open dialog with this title. antd gives every dialog title the same id under test, so a
 * closed dialog still in the page would lend its title to a role query's name.
 */
const dialogTitled = async (title: string) =>
  within((await screen.findAllByText(title))[0]!.closest<HTMLElement>('[role=dialog]')!);
const search = (label: string, text: string) => {
  const box = screen.getByRole('searchbox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.closest('form')!);
};

/** Lays the page out for a phone (below 768 px) while `run` renders it. */
async function onPhone(run: () => Promise<void>) {
  const real = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...real(query), matches: query === PHONE_QUERY }) as MediaQueryList;
  try {
    await run();
  } finally {
    window.matchMedia = real;
  }
}

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
  mockApi({
    '/user/info': () => ok(userInfo({ userType: 1 })),
    '/user/role/list': () => pageOf([finance, oldRole]),
    '/user/role/delete/3': () => ok(null),
    '/user/team/list': () => pageOf([amina, baraka]),
    '/user/team/delete/7': () => ok(null),
    '/common/country': () =>
      ok([{ countryId: 254, iso2: 'KE', nameEn: 'Kenya', nameZh: '肯尼亚', dialCode: '254' }]),
  });
});
afterEach(() => feedback.restore());

describe('Roles', () => {
  it('lists each role with its status and permissions, and searches by name', async () => {
    renderWithQueries(<RolesPage />);
    await screen.findByText('Finance');
    expect(rowOf('Finance').getByText('Enabled')).toBeTruthy();
    expect(rowOf('Finance').getByText('3 permissions')).toBeTruthy();
    expect(rowOf('Old role').getByText('Disabled')).toBeTruthy();
    expect(rowOf('Old role').getByText('1 permission')).toBeTruthy();
    expect(screen.getByText('2 rows')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Role name',
      'Status',
      'Permissions',
      'Created',
      'Actions',
    ]);
    search('Search roles by name', ' fin ');
    await waitFor(() =>
      expect(bodiesOf('/user/role/list').at(-1)).toEqual({ pageNum: 1, pageSize: 10, name: 'fin' }),
    );
  });

  it('loads the role dialog when first opened, filled with the role', async () => {
    renderWithQueries(<RolesPage />);
    await screen.findByText('Finance');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(rowOf('Finance').getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect((dialog.getByLabelText('Role name') as HTMLInputElement).value).toBe('Finance'),
    );
    expect(dialog.getByText('3 permissions ticked')).toBeTruthy();
    // Changing what the role gives warns that its members are signed out; undoing it clears it.
    expect(dialog.queryByTestId('role-menus-hint')).toBeNull();
    const fxHistory = () =>
      document.querySelector<HTMLElement>('[data-permission="FxHistory"] [role=checkbox]')!;
    fireEvent.click(fxHistory());
    expect((await dialog.findByTestId('role-menus-hint')).textContent).toMatch(
      /signed out when you save, so the changed permissions apply at once/,
    );
    fireEvent.click(fxHistory());
    await waitFor(() => expect(dialog.queryByTestId('role-menus-hint')).toBeNull());
  });

  it('asks before deleting a role; Delete removes it and reloads the list, Cancel does not', async () => {
    renderWithQueries(<RolesPage />);
    await screen.findByText('Finance');
    const listed = bodiesOf('/user/role/list').length;
    fireEvent.click(rowOf('Finance').getByRole('button', { name: 'Delete' }));
    const ask = await dialogTitled('Delete this role?');
    expect(ask.getByText(/Finance will be deleted/)).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received.some((c) => c.url === '/user/role/delete/3')).toBe(false);

    // The same row asks again.
    fireEvent.click(rowOf('Finance').getByRole('button', { name: 'Delete' }));
    const again = await dialogTitled('Delete this role?');
    fireEvent.click(again.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('Role deleted'));
    expect(received.some((c) => c.url === '/user/role/delete/3')).toBe(true);
    await waitFor(() => expect(bodiesOf('/user/role/list').length).toBeGreaterThan(listed));
  });

  it('reads in Chinese', async () => {
    await changeLocale('zh');
    renderWithQueries(<RolesPage />);
    await screen.findByText('Finance');
    expect(screen.getByRole('heading', { name: '角色管理' })).toBeTruthy();
    expect(rowOf('Finance').getByText('启用')).toBeTruthy();
    expect(rowOf('Old role').getByText('停用')).toBeTruthy();
    expect(rowOf('Finance').getByText('3 项权限')).toBeTruthy();
    expect(rowOf('Finance').getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增角色' })).toBeTruthy();
  });
});

describe('Team members', () => {
  it('lists each member with contact, role, status and remark, a dash where empty', async () => {
    renderWithQueries(<TeamPage />);
    await screen.findByText('Amina Finance');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Mobile number',
      'Role',
      'Status',
      'Remark',
      'Actions',
    ]);
    const amina = rowOf('Amina Finance');
    expect(amina.getByText('amina@example.com')).toBeTruthy();
    expect(amina.getByText('Finance')).toBeTruthy();
    expect(amina.getByText('Enabled')).toBeTruthy();
    expect(amina.getByText('Reads balances')).toBeTruthy();
    const baraka = rowOf('Baraka Clerk');
    expect(baraka.getByText('Disabled')).toBeTruthy();
    expect(baraka.getAllByText('-')).toHaveLength(3);
    search('Search members by name', 'amina');
    await waitFor(() =>
      expect(bodiesOf('/user/team/list').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        userName: 'amina',
      }),
    );
  });

  it('opens the member and reset-password dialogs for the row', async () => {
    renderWithQueries(<TeamPage />);
    await screen.findByText('Amina Finance');
    fireEvent.click(rowOf('Amina Finance').getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Reset the password of Amina Finance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Reset the password of Amina Finance')).toBeNull(),
    );

    fireEvent.click(rowOf('Amina Finance').getByRole('button', { name: 'Edit' }));
    const dialog = await dialogTitled('Edit member');
    await waitFor(() =>
      expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Amina Finance'),
    );
  });

  it('asks before deleting a member, then deletes them', async () => {
    renderWithQueries(<TeamPage />);
    await screen.findByText('Amina Finance');
    fireEvent.click(rowOf('Amina Finance').getByRole('button', { name: 'Delete' }));
    const ask = await dialogTitled('Delete this member?');
    expect(ask.getByText(/Amina Finance will be removed from your team/)).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('Member deleted'));
    expect(received.some((c) => c.url === '/user/team/delete/7')).toBe(true);
  });

  it('pins the actions on a wide screen only: on a phone they scroll with the row', async () => {
    const { unmount } = renderWithQueries(<TeamPage />);
    await screen.findByText('Amina Finance');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toBe('is-pinned');
    unmount();
    await onPhone(async () => {
      renderWithQueries(<TeamPage />);
      await screen.findByText('Amina Finance');
      expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toBe('');
    });
  });
});
