import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

const row = (id: number, userId: number, eventType: string, extra = {}) => ({
  id,
  userId,
  userName: userId === 1 ? 'Amina' : 'Otieno',
  eventType,
  eventDesc: `${eventType} details`,
  requestIp: '10.0.0.7',
  createTime: '2026-11-22T04:57:28.524Z',
  ...extra,
});

beforeEach(() => {
  localStorage.setItem('token', 'good');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo()),
    '/user/log': () => ({
      data: {
        code: 200,
        msg: 'Success',
        total: 3,
        rows: [
          row(3, 2, 'login'),
          row(2, 1, 'kycApproved', { requestIp: 'operator' }),
          row(1, 1, 'somethingNew'),
        ],
      },
    }),
  });
});

describe('the operation log screen', { timeout: 60_000 }, () => {
  it('names each event and who did it, and is reached from the user menu', async () => {
    await changeLocale('en');
    renderApp('/home/dashboard');
    fireEvent.click(await screen.findByLabelText('Account menu', undefined, { timeout: 30_000 }));
    fireEvent.click(await screen.findByText('Operation Log'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/home/operation-log'),
    );
    // The event names are in the filter's options too: the rows are the table's cells.
    expect(
      await screen.findByRole('cell', { name: 'Logged in' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Otieno')).toBeTruthy();
    // Back-office decisions are on the account but made by an operator.
    expect(screen.getByRole('cell', { name: 'Verification approved' })).toBeTruthy();
    expect(screen.getByText('Back office')).toBeTruthy();
    // A type this screen does not know yet is shown as the server wrote it.
    expect(screen.getByText('somethingNew')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('3 events')).toBeTruthy();
    const call = received.find((c) => c.url === '/user/log');
    expect(JSON.parse(String(call?.data))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('speaks Chinese and leaves out the "by" column for a team member', async () => {
    await changeLocale('zh');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo({ userId: 2, parentId: 1 })),
      '/user/team/menus': () => ok(JSON.stringify(['Info'])),
      '/user/log': () => ({
        data: { code: 200, msg: '操作成功', total: 1, rows: [row(3, 2, 'resetPwd')] },
      }),
    });
    renderApp('/home/operation-log');
    expect(
      await screen.findByRole('cell', { name: '修改登录密码' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByText('您在本账户上的所有操作，最新的在前。')).toBeTruthy();
    expect(screen.queryByText('操作人')).toBeNull();
    expect(screen.getByText('10.0.0.7')).toBeTruthy();
  });

  it("shows the server's details as given and asks again in the new language", async () => {
    await changeLocale('en');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo()),
      '/user/log': (config) => {
        const zh = config.headers.get('Content-Language') === 'zh_CN';
        const eventDesc = zh ? '新增了角色 Cashiers' : 'Role Cashiers added';
        return {
          data: {
            code: 200,
            msg: 'Success',
            total: 1,
            rows: [row(5, 1, 'roleAdd', { eventDesc })],
          },
        };
      },
    });
    renderApp('/home/operation-log');
    expect(
      await screen.findByText('Role Cashiers added', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    await act(() => changeLocale('zh'));
    expect(
      await screen.findByText('新增了角色 Cashiers', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Role Cashiers added')).toBeNull();
    const languages = received
      .filter((c) => c.url === '/user/log')
      .map((c) => c.headers.get('Content-Language'));
    expect(languages).toEqual(['en_US', 'zh_CN']);
  });
});
