import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

/** Signs in as a team member (parentId 9) whose role holds `names`, or as a main account. */
function signedIn(user: Record<string, unknown>, names: string[] = []) {
  localStorage.setItem('token', 'good');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo(user)),
    '/user/team/menus': () => ok(JSON.stringify(names)),
    '/user/userApi/info': () => ok(null),
  });
}

async function apiLinkShown() {
  await screen.findByText('Hello, Amina');
  return screen.queryByRole('link', { name: /API Service/ }) !== null;
}

beforeEach(async () => {
  await changeLocale('en');
});

describe('the API link of the /home header (SPEC §6)', () => {
  it('shows for a main account', async () => {
    signedIn({ parentId: 0, userType: 1 });
    renderApp('/home/notice');
    expect(await apiLinkShown()).toBe(true);
  });

  it('is hidden from a team member without any HomeApi name', async () => {
    signedIn({ parentId: 9, userType: 1 }, ['Assets', 'AssetsOrder', 'FxIndex']);
    renderApp('/home/notice');
    expect(await apiLinkShown()).toBe(false);
  });

  it('shows for a team member holding a HomeApi name', async () => {
    signedIn({ parentId: 9, userType: 1 }, ['Assets', 'HomeApiB2C']);
    renderApp('/home/notice');
    expect(await apiLinkShown()).toBe(true);
  });
});

describe('the API link and agents, who have no API service', () => {
  it('is hidden from an agent’s main account', async () => {
    signedIn({ parentId: 0, userType: 3 });
    renderApp('/home/notice');
    expect(await screen.findByTestId('agent-badge')).toBeTruthy();
    expect(await apiLinkShown()).toBe(false);
  });

  it('is hidden from an agent’s member even when an old role lists a HomeApi name', async () => {
    signedIn({ parentId: 9, userType: 3 }, ['Assets', 'HomeApiB2C']);
    renderApp('/home/notice');
    expect(await apiLinkShown()).toBe(false);
  });
});

describe('the credentials icon of the /homeApi header', () => {
  it('is there for whoever may use the service, and not for an individual', async () => {
    signedIn({ parentId: 0, userType: 1 });
    const { unmount } = renderApp('/homeApi/account');
    expect(await screen.findByRole('button', { name: 'API credentials' })).toBeTruthy();
    unmount();

    signedIn({ parentId: 0, userType: 2 });
    renderApp('/homeApi/account');
    await screen.findByTestId('api-business-only');
    expect(screen.queryByRole('button', { name: 'API credentials' })).toBeNull();
  });
});

describe('the account type in the header', () => {
  it('names an agent account, and nobody else', async () => {
    signedIn({ parentId: 0, userType: 3 });
    const { unmount } = renderApp('/home/notice');
    expect((await screen.findByTestId('agent-badge')).textContent).toBe('Agent');
    unmount();

    signedIn({ parentId: 0, userType: 1 });
    renderApp('/home/notice');
    await screen.findByText('Hello, Amina');
    expect(screen.queryByTestId('agent-badge')).toBeNull();
  });
});
