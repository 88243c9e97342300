import type { UserInfo } from '../../lib/session.ts';

/** A team member's type is their membership; a main account is a company or an individual. */
export function accountTypeOf(
  info: Pick<UserInfo, 'parentId' | 'userType'>,
): 'member' | 'company' | 'individual' {
  if (info.parentId > 0) return 'member';
  return info.userType === 1 ? 'company' : 'individual';
}
