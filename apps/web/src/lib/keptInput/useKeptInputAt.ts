import { useCallback, useMemo, useState } from 'react';
import { dropKept, keptKey, readKept, withoutSecrets, writeKept } from './keptInputStore.ts';

/**
 * Keeps a form's values in this tab's session under `key` (see keptInputStore.ts): `kept` is
 * what was there when the form opened, `keep` stores the current values (secrets and `omit`
 * left out), `clear` forgets them (after submit).
 */
export function useKeptInputAt<T extends object>(key: string, omit: readonly string[] = []) {
  const [kept] = useState(() => readKept<T>(key));
  const omitted = omit.join(',');
  const keep = useCallback(
    (values: T) => writeKept(key, withoutSecrets(values, omitted ? omitted.split(',') : [])),
    [key, omitted],
  );
  const clear = useCallback(() => dropKept(key), [key]);
  return useMemo(() => ({ kept, keep, clear }), [kept, keep, clear]);
}

/**
 * A guest's form (sign-up): kept as the guest's, without asking who is signed in, so the page
 * does not load the server-state cache that knows it (issue 36).
 */
export function useGuestKeptInput<T extends object>(form: string, omit: readonly string[] = []) {
  return useKeptInputAt<T>(keptKey(form, undefined), omit);
}
