import { queryClient } from '../queryClient.ts';
import { getToken } from '../tokenStorage.ts';
import { USER_INFO_KEY, type UserInfo } from '../userInfo.ts';
import { keptKey } from './keptInputStore.ts';
import { useKeptInputAt } from './useKeptInputAt.ts';

/** Whose input this is: the signed-in user (loaded by the guard before any form), or a guest. */
function currentOwner(): number | undefined {
  if (getToken() === null) return undefined;
  return queryClient.getQueryData<UserInfo>(USER_INFO_KEY)?.userId;
}

/**
 * Keeps a form's values in this tab's session under the form's name and its person (see
 * keptInputStore.ts and useKeptInputAt.ts).
 */
export function useKeptInput<T extends object>(form: string, omit: readonly string[] = []) {
  return useKeptInputAt<T>(keptKey(form, currentOwner()), omit);
}
