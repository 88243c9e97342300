import { setTimeout as delay } from 'node:timers/promises';
import { apiData, latestCode, strongPassword, uniquePhone } from './api.mjs';
import { FUND_PASSWORD, operatorCall, topUpViaApi } from './money.mjs';
import { operatorCallAs } from './operators.mjs';
import { createOperator } from './server.mjs';

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);
const SECOND_OPERATOR = { username: 'e2e-agents-second', password: 'E2e-agents-2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a small PNG as the account and returns its stored path. */
async function uploadPng(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'document.png');
  const response = await fetch(`${baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await response.json();
  if (reply.code !== 200) throw new Error(`upload failed: ${reply.code} ${reply.msg}`);
  return reply.data.filePath;
}

/** Registers a Kenyan account of `userType` by phone through the API. */
export async function registerViaApi(baseUrl, userType) {
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType,
    countryId: 254,
    phone,
    code,
    password: strongPassword,
  });
  const info = await apiData(baseUrl, '/user/info', {}, { token });
  return { token, phone, userId: info.userId, accountNo: info.accountNo };
}

/**
 * An agent (user type 3) with a transaction password and `float` KES in its domestic balance,
 * whose KYB under the shop name `tradingName` two operators have approved, all through the API.
 */
export async function verifiedAgentViaApi(baseUrl, { tradingName, float }) {
  const agent = await registerViaApi(baseUrl, 3);
  const options = { token: agent.token };
  await spaced();
  await apiData(baseUrl, '/common/sendCode', {
    countryId: 254,
    phone: agent.phone,
    scene: 'fundPwd',
  });
  const code = await latestCode(baseUrl, agent.phone);
  await apiData(baseUrl, '/user/resetFundPwd', { code, fundPassword: FUND_PASSWORD }, options);
  await topUpViaApi(baseUrl, agent.token, float);
  const files = {};
  for (const field of [
    'incorporationFile',
    'memorandumFile',
    'boardResolutionFile',
    'taxCertificateFile',
    'addressProofFile',
    'auditedReportFile',
    'businessPermitFile',
    'amlPolicyFile',
    'sourceOfFundsFile',
    'tradingLicenceFile',
    'idFrontFile',
    'idBackFile',
    'photoFile',
  ])
    files[field] = await uploadPng(baseUrl, agent.token);
  const saved = await apiData(
    baseUrl,
    '/user/auth/save',
    {
      companyName: `${tradingName} Enterprises Ltd`,
      tradingName,
      phone: '+254 20 765 4321',
      email: 'counter@agent.example',
      address: 'Moi Avenue, Nairobi',
      natureScope: 'Mobile money and cash agency',
      volumeBand: 2,
      industry: 5,
      receiveCountries: [254],
      remitCountries: [254],
      ...files,
    },
    options,
  );
  await apiData(baseUrl, `/user/startAuth/${saved.id}`, {}, options);
  // Four eyes, as for a company: two different operators approve.
  await operatorCall(baseUrl, '/ops/kyc/approve', { userId: agent.userId });
  createOperator(SECOND_OPERATOR.username, SECOND_OPERATOR.password, 'compliance');
  await operatorCallAs(baseUrl, SECOND_OPERATOR, '/ops/kyc/approve', { userId: agent.userId });
  return agent;
}
