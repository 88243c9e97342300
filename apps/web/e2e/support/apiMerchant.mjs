import { setTimeout as delay } from 'node:timers/promises';
import { apiData, latestCode, registerByPhoneViaApi } from './api.mjs';
import { FUND_PASSWORD, operatorCall } from './money.mjs';

/**
 * A Kenyan company with a transaction password whose API access an operator has approved, made
 * through the API: what the developer API screens need to show more than their application state.
 */
export async function approvedMerchantViaApi(baseUrl) {
  const company = await registerByPhoneViaApi(baseUrl, { userType: 1 });
  const options = { token: company.token };
  // The server refuses an identical call to the same path within 300 ms (duplicate guard).
  await delay(350);
  await apiData(baseUrl, '/common/sendCode', {
    countryId: company.countryId,
    phone: company.phone,
    scene: 'fundPwd',
  });
  const code = await latestCode(baseUrl, company.phone);
  await apiData(baseUrl, '/user/resetFundPwd', { code, fundPassword: FUND_PASSWORD }, options);
  await apiData(
    baseUrl,
    '/user/userApi/save',
    {
      companyName: 'Savanna Traders Ltd',
      description: 'Online store collecting by M-Pesa',
      monthlyVolume: '50000',
      notifyUrl: 'http://127.0.0.1:9/webhooks/pesa',
      ipWhitelist: '',
    },
    options,
  );
  const { userId } = await apiData(baseUrl, '/user/info', {}, options);
  await operatorCall(baseUrl, '/ops/userApi/approve', { userId });
  return { ...company, userId };
}
