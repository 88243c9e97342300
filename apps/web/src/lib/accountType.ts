import { UserType } from '@pesa/contract';
import type { UserInfo } from './session.ts';

/**
 * A team member's type is their membership; a main account is a company, an agent (SPEC §3, user
 * type 3) or an individual.
 */
export function accountTypeOf(
  info: Pick<UserInfo, 'parentId' | 'userType'>,
): 'member' | 'company' | 'agent' | 'individual' {
  if (info.parentId > 0) return 'member';
  if (info.userType === UserType.COMPANY) return 'company';
  if (info.userType === UserType.AGENT) return 'agent';
  return 'individual';
}
