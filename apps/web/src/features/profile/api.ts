import type { CodeScene, ContactChange } from '@pesa/contract';
import { request } from '../../lib/request/request.ts';

/** Payloads of the profile calls (packages/contract schemas/auth.ts). */
export interface ProfileInput {
  nickName?: string;
  sex?: '0' | '1';
  /** Stored path of an own image upload; '' removes the avatar. */
  avatar?: string;
}

/** The login password and the code sent to the current contact (`oldCode`). */
export interface ChangeProof {
  password: string;
  oldCode: string;
}

// SPEC §7: the code calls go without a token.
const NO_TOKEN = { withToken: false } as const;

export const profileApi = {
  save: (input: ProfileInput) => request.post<null>('/user/info/save', input),
  changeLoginPassword: (body: { oldPassword: string; newPassword: string }) =>
    request.post<null>('/user/resetPwd', body),
  /** The proofs a phone or email change needs besides the session (see ChangeProof). */
  changePhone: (body: { countryId: number; phone: string; code: string } & ChangeProof) =>
    request.post<null>('/user/changePhone', body),
  changeEmail: (body: { email: string; code: string } & ChangeProof) =>
    request.post<null>('/user/changeEmail', body),
  /** A code to the account's own current phone or email, before `purpose`. */
  sendContactCode: (purpose: ContactChange) =>
    request.post<{ channel: 'sms' | 'email'; to: string }>('/user/sendContactCode', { purpose }),
  sendSmsCode: (body: { countryId: number; phone: string; scene: CodeScene }) =>
    request.post<null>('/common/sendCode', body, NO_TOKEN),
  sendMailCode: (body: { email: string; scene: CodeScene }) =>
    request.post<null>('/common/sendMailCode', body, NO_TOKEN),
};
