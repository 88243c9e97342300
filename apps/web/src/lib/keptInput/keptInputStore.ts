/**
 * What a person has typed into a form, kept in this tab's session storage so that a refresh,
 * the browser's back and forward, or a visit to another screen never loses it (issue 33). The
 * session (not local) storage dies with the tab, and everything here is also removed on submit
 * and on sign-out. Secrets are never written: passwords, transaction PINs and one-time codes.
 */
const PREFIX = 'pesa.input:';

/** Field names never kept, whatever form they are in. */
const SECRET_FIELDS = new Set([
  'password',
  'confirmPassword',
  'newPassword',
  'oldPassword',
  'fundPassword',
  'pin',
  'code',
  'smsCode',
  'emailCode',
  'agree',
]);

/** The storage key of one form of one person (a guest's forms are kept as `guest`). */
export function keptKey(form: string, owner: number | string | null | undefined): string {
  return `${PREFIX}${owner ?? 'guest'}:${form}`;
}

/** A copy of `values` without secrets (top-level fields only: form values are flat). */
export function withoutSecrets<T extends object>(values: T, alsoOmit: readonly string[] = []): T {
  const omit = new Set([...SECRET_FIELDS, ...alsoOmit]);
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !omit.has(name) && value !== undefined),
  ) as T;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (a private mode or a policy): forms work, they just forget.
    return null;
  }
}

export function readKept<T>(key: string): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeKept(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full storage: keeping input is a courtesy, the form itself goes on working.
  }
}

export function dropKept(key: string): void {
  storage()?.removeItem(key);
}

/** Removes every kept form (sign-out): the next person at this tab sees none of it. */
export function dropAllKept(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}
