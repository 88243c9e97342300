import type { ApiDashboard, UserApiInfo } from '@pesa/contract';
import { ok, pageOf, type Handler } from '../../test/mockApi.ts';
import { userInfo } from '../../test/renderApp.tsx';

/** An application as `/user/userApi/info` returns it; override the state a test is about. */
export function apiInfo(overrides: Partial<UserApiInfo> = {}): UserApiInfo {
  return {
    auditStatus: null,
    accessKey: null,
    notifyUrl: null,
    ipWhitelist: null,
    rejectReason: null,
    companyName: null,
    description: null,
    monthlyVolume: null,
    testAccessKey: null,
    createTime: null,
    auditTime: null,
    ...overrides,
  };
}

export const approvedInfo = (overrides: Partial<UserApiInfo> = {}) =>
  apiInfo({
    auditStatus: 1,
    companyName: 'Duka Ltd',
    monthlyVolume: '25000.00',
    notifyUrl: 'https://duka.example/hooks',
    ipWhitelist: '203.0.113.5',
    accessKey: 'ak_live_1',
    testAccessKey: 'ak_test_1',
    createTime: '2026-11-20T08:00:00.000Z',
    auditTime: '2026-11-21T08:00:00.000Z',
    ...overrides,
  });

export const emptyDashboard: ApiDashboard = { balances: [], recent: [], volume: [] };

/** The calls every /homeApi screen makes, for a company's main account. */
export function apiAreaHandlers(info: () => UserApiInfo | null): Record<string, Handler> {
  return {
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(userInfo({ userType: 1 })),
    '/user/userApi/info': () => ok(info()),
    '/user/userApi/dashboard': () => ok(emptyDashboard),
    '/user/userApi/webhooks/list': () => pageOf([]),
    '/common/currency': () =>
      ok([
        { currencyId: 404, code: 'KES', nameEn: 'Kenyan Shilling', nameZh: '肯尼亚先令' },
        { currencyId: 834, code: 'TZS', nameEn: 'Tanzanian Shilling', nameZh: '坦桑尼亚先令' },
      ]),
  };
}

/** The JSON body of the `index`-th call to `path` the fake server received. */
export function bodyOf(
  received: { url?: string; data?: unknown }[],
  path: string,
  index = 0,
): unknown {
  const call = received.filter((c) => c.url === path)[index];
  return call ? JSON.parse(String(call.data)) : undefined;
}
