import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient.ts';
import { RequestError } from '../request/RequestError.ts';
import { USER_INFO_KEY } from '../userInfo.ts';
import { mockApi, ok, received } from '../../test/mockApi.ts';
import { userInfo } from '../../test/renderApp.tsx';
import {
  countryIdOfPhone,
  fundPasswordCodeTarget,
  isMissingFundPassword,
  sendFundPasswordCode,
} from './fundPassword.ts';

const sent = () => received.map((c) => [c.url, JSON.parse(String(c.data))]);

beforeEach(() => {
  queryClient.clear();
  mockApi({
    '/common/sendCode': () => ok(null),
    '/common/sendMailCode': () => ok(null),
    '/user/info': () => ok(userInfo({ fundPasswordFlag: false })),
  });
});

describe('countryIdOfPhone', () => {
  it('finds the country whose dialling code starts the number', () => {
    expect(countryIdOfPhone('+255712345678', [254, 255])).toBe(255);
    expect(countryIdOfPhone('+254712345678', [255, 254])).toBe(254);
    expect(countryIdOfPhone('+1415555', [254, 255])).toBeUndefined();
  });

  it('prefers the longest matching code', () => {
    expect(countryIdOfPhone('+2547123', [2, 254, 25])).toBe(254);
  });
});

describe('the transaction password code', () => {
  it("goes to the user's own phone when there is one, as the server checks it first", async () => {
    const info = { phone: '+255712345678', email: 'a@example.com', countryId: 254 };
    expect(fundPasswordCodeTarget(info)).toBe('+255712345678');
    expect(await sendFundPasswordCode(info, [254, 255])).toBe(true);
    expect(sent()).toEqual([
      ['/common/sendCode', { countryId: 255, phone: '+255712345678', scene: 'fundPwd' }],
    ]);
  });

  it('goes to the email without a phone, and nowhere without either', async () => {
    const info = { phone: null, email: 'a@example.com', countryId: 254 };
    expect(await sendFundPasswordCode(info, [254])).toBe(true);
    expect(sent()).toEqual([
      ['/common/sendMailCode', { email: 'a@example.com', scene: 'fundPwd' }],
    ]);
    expect(await sendFundPasswordCode({ phone: null, email: null, countryId: 254 }, [254])).toBe(
      false,
    );
    expect(fundPasswordCodeTarget({ phone: null, email: '' })).toBeNull();
  });
});

describe('isMissingFundPassword', () => {
  it('recognises -1022 and reloads the user info so the dialog offers to set one', async () => {
    queryClient.setQueryData(USER_INFO_KEY, userInfo({ fundPasswordFlag: true }));
    expect(await isMissingFundPassword(new RequestError(-1022, 'not set'))).toBe(true);
    expect(queryClient.getQueryData(USER_INFO_KEY)).toMatchObject({ fundPasswordFlag: false });
  });

  it('leaves every other failure to its caller', async () => {
    expect(await isMissingFundPassword(new RequestError(-1023, 'wrong'))).toBe(false);
    expect(await isMissingFundPassword(new Error('network'))).toBe(false);
    expect(received).toHaveLength(0);
  });
});
