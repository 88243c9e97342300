import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { uploadPng } from './identity-helpers.ts';

export type UserInfo = {
  userId: number;
  accountNo: string;
  userType: number;
  auditStatus: number | string;
  permissions: string[];
};

export async function userInfo(h: Harness, token: string): Promise<UserInfo> {
  h.tick();
  return (await h.call<UserInfo>('/user/info', {}, { token })).data;
}

/** Submits an agent's KYB (the company's four steps) through the real calls, under a shop name. */
export async function submitAgentKyb(h: Harness, token: string, tradingName: string) {
  const file = () => uploadPng(h, token);
  const answers = {
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
    incorporationFile: await file(),
    memorandumFile: await file(),
    boardResolutionFile: await file(),
    taxCertificateFile: await file(),
    addressProofFile: await file(),
    auditedReportFile: await file(),
    businessPermitFile: await file(),
    amlPolicyFile: await file(),
    sourceOfFundsFile: await file(),
    tradingLicenceFile: await file(),
    idFrontFile: await file(),
    idBackFile: await file(),
    photoFile: await file(),
  };
  h.tick();
  const saved = await h.call<{ id: number }>('/user/auth/save', answers, { token });
  expect(saved.code).toBe(200);
  h.tick();
  const started = await h.call(`/user/startAuth/${saved.data.id}`, {}, { token });
  expect(started.code).toBe(200);
}

/** One operator's approval of a KYC/KYB application; a business needs two different ones. */
export async function approveKyc(h: Harness, operatorToken: string, userId: number) {
  h.tick();
  const reply = await h.call<{ auditStatus: number | string }>(
    '/ops/kyc/approve',
    { userId },
    { token: operatorToken },
  );
  expect(reply.code).toBe(200);
  return reply.data.auditStatus;
}
