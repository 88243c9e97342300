import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../i18n.ts';
import { fail, mockApi, ok, received } from '../../test/mockApi.ts';
import { renderApp, userInfo } from '../../test/renderApp.tsx';

// The user info lists Top Up and Send Money of the domestic service; COBO is not among them.
function mainAccount(channelTypes: () => ReturnType<typeof ok>) {
  localStorage.setItem('token', 'main');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo({ pspFlag: 0, mrpFlag: 1, countryId: 255 })),
    '/common/queryChannelType/255': channelTypes,
  });
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

beforeEach(async () => {
  await changeLocale('en');
});

describe('channel types from /common/queryChannelType/{countryId} (SPEC §7)', () => {
  it("opens a screen of a channel the server lists for the user's country", async () => {
    mainAccount(() =>
      ok([
        { type: 0, channelType: -1 },
        { type: 0, channelType: 0 },
        { type: 0, channelType: 1 },
      ]),
    );
    renderApp('/home/psp-recharge-cobo');
    expect(await heading('COBO')).toBeTruthy();
    expect(received.some((c) => c.url === '/common/queryChannelType/255')).toBe(true);
  });

  it('drops a screen whose channel the server no longer lists', async () => {
    mainAccount(() => ok([{ type: 0, channelType: -1 }]));
    renderApp('/home/psp-index');
    expect(await screen.findByTestId('unauthorized-page')).toBeTruthy();
  });

  it('keeps the user-info list when the call fails', async () => {
    mainAccount(() => fail(500, 'boom'));
    renderApp('/home/psp-index');
    expect(await heading('Send Money')).toBeTruthy();
    await waitFor(() =>
      expect(received.some((c) => c.url === '/common/queryChannelType/255')).toBe(true),
    );
    expect(await heading('Send Money')).toBeTruthy();
    expect(screen.queryByTestId('unauthorized-page')).toBeNull();
  });
});
