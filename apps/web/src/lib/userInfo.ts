import type { ChannelTypeEntry } from '@pesa/domain';
import { request } from './request/request.ts';

/** `/user/info` reply (docs/api-contract-notes.md). */
export interface UserInfo {
  userId: number;
  /** 0 = main account, greater than 0 = team member */
  parentId: number;
  nickName: string | null;
  accountNo: string;
  avatar: string | null;
  /** E.164, e.g. +254712345678 */
  phone: string | null;
  email: string | null;
  sex: string | null;
  createTime: string;
  /** 1 company, 2 individual */
  userType: number;
  /** KYC: -1 pending application, 0 to verify, "00" pending approval, 1 approved, 2 rejected */
  auditStatus: number | string;
  countryId: number;
  countryName: string;
  permissions: string[];
  pspFlag: number;
  mrpFlag: number;
  channelTypeList: ChannelTypeEntry[];
  fundPasswordFlag: number | boolean;
}

export const USER_INFO_KEY = ['user', 'info'] as const;

/** /user/info is exempt from the duplicate guard (SPEC §7), it is read from many places. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await request.post<UserInfo>('/user/info', {}, { repeatSubmit: false });
  return {
    ...info,
    channelTypeList: info.channelTypeList ?? [],
    permissions: info.permissions ?? [],
  };
}
