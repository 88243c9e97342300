import { totpCode } from '../src/security/totp.ts';
import type { Harness } from './harness.ts';

/** What the tests remember of an operator's authenticator: its secret and last step used. */
const authenticators = new WeakMap<Harness, Map<string, { secret: string; lastStep: number }>>();

function authenticatorsOf(h: Harness) {
  let map = authenticators.get(h);
  if (!map) authenticators.set(h, (map = new Map()));
  return map;
}

/**
 * A code for the harness clock's current step. A code works once: when this operator's last code
 * was of the same step, the clock moves on to the next one, as a person would wait for it.
 */
export function nextTotpCode(h: Harness, username: string): string {
  const known = authenticatorsOf(h).get(username);
  if (!known) throw new Error(`no authenticator enrolled for ${username} in this harness`);
  const step = () => Math.floor(h.clock.now().getTime() / 30_000);
  if (step() <= known.lastStep) h.tick((known.lastStep + 1) * 30_000 - h.clock.now().getTime());
  known.lastStep = step();
  return totpCode(known.secret, h.clock.now());
}

/** Enrols the second factor on an `enrol` session; returns the full session's token. */
export async function enrolTotp(h: Harness, username: string, halfToken: string) {
  const enrol = await h.call<{ secret: string; uri: string }>('/ops/totp/enrol', undefined, {
    token: halfToken,
  });
  if (enrol.code !== 200) throw new Error(`totp enrol: ${enrol.code} ${enrol.msg}`);
  authenticatorsOf(h).set(username, { secret: enrol.data.secret, lastStep: 0 });
  const confirmed = await h.call<string>(
    '/ops/totp/confirm',
    { code: nextTotpCode(h, username) },
    { token: halfToken },
  );
  if (confirmed.code !== 200) throw new Error(`totp confirm: ${confirmed.code} ${confirmed.msg}`);
  return confirmed.data;
}

/**
 * Signs an operator in all the way: the password, then the code (enrolling the authenticator
 * the first time). Returns the full session's token.
 */
export async function operatorToken(h: Harness, username: string, password: string) {
  h.tick();
  const reply = await h.call<string>('/ops/login', { username, password });
  if (reply.code !== 200) throw new Error(`ops login: ${reply.code} ${reply.msg}`);
  const me = await h.call<{ stage: string }>('/ops/me', undefined, { token: reply.data });
  if (me.data.stage === 'enrol') return enrolTotp(h, username, reply.data);
  const verified = await h.call<string>(
    '/ops/login/totp',
    { code: nextTotpCode(h, username) },
    { token: reply.data },
  );
  if (verified.code !== 200) throw new Error(`ops totp: ${verified.code} ${verified.msg}`);
  return verified.data;
}

/**
 * An operator's token for tests that move the clock by hours: when the last session has ended
 * (15 idle minutes), the operator signs in again, as a person returning to the console would.
 */
export function liveOperatorToken(h: Harness, username: string, password: string) {
  let token: string | null = null;
  return async () => {
    if (token && (await h.call('/ops/me', undefined, { token })).code === 200) return token;
    token = await operatorToken(h, username, password);
    return token;
  };
}
