import { useCallback, useMemo, useState } from 'react';
import { queryClient } from '../queryClient.ts';
import { getToken } from '../tokenStorage.ts';
import { USER_INFO_KEY, type UserInfo } from '../userInfo.ts';
import { dropKept, keptKey, readKept, withoutSecrets, writeKept } from './keptInputStore.ts';

/** Whose input this is: the signed-in user (loaded by the guard before any form), or a guest. */
function currentOwner(): number | undefined {
  if (getToken() === null) return undefined;
  return queryClient.getQueryData<UserInfo>(USER_INFO_KEY)?.userId;
}

/**
 * Keeps a form's values in this tab's session under the form's name and its person (see
 * keptInputStore.ts): `kept` is what was there when the form opened, `keep` stores the current
 * values (secrets and `omit` left out), `clear` forgets them (after submit).
 */
export function useKeptInput<T extends object>(form: string, omit: readonly string[] = []) {
  const key = keptKey(form, currentOwner());
  const [kept] = useState(() => readKept<T>(key));
  const omitted = omit.join(',');
  const keep = useCallback(
    (values: T) => writeKept(key, withoutSecrets(values, omitted ? omitted.split(',') : [])),
    [key, omitted],
  );
  const clear = useCallback(() => dropKept(key), [key]);
  return useMemo(() => ({ kept, keep, clear }), [kept, keep, clear]);
}
