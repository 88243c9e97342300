import { Secret, TOTP } from 'otpauth';
import { setTimeout as delay } from 'node:timers/promises';
import { api, apiData } from './api.mjs';
import { createOperator } from './server.mjs';

/**
 * Operators in browser tests sign in as in production: password, then a TOTP code (enrolling
 * the authenticator the first time). The tests play the authenticator app: they keep each
 * operator's secret and compute codes with the same library the server checks them with.
 */
const authenticators = new Map();
const sessions = new Map();

// The server refuses an identical call to the same path within 300 ms (duplicate guard).
const spaced = () => delay(350);

/** RFC 6238 code for now, as an authenticator app shows it. */
export function totpNow(secret) {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate();
}

/**
 * Remembers a secret shown on screen, so later sign-ins of that operator can compute codes. Kept
 * per server: a spec may run a second server, where the same username enrols anew.
 */
export function rememberAuthenticator(baseUrl, username, secret) {
  authenticators.set(`${baseUrl} ${username}`, secret);
}

/** A full operator session's token: password, then the code (enrolling on the first sign-in). */
export async function operatorSignIn(baseUrl, { username, password }) {
  const half = await apiData(baseUrl, '/ops/login', { username, password });
  const me = await apiData(baseUrl, '/ops/me', {}, { token: half });
  if (me.stage === 'enrol') {
    const { secret } = await apiData(baseUrl, '/ops/totp/enrol', {}, { token: half });
    rememberAuthenticator(baseUrl, username, secret);
    return apiData(baseUrl, '/ops/totp/confirm', { code: totpNow(secret) }, { token: half });
  }
  const secret = authenticators.get(`${baseUrl} ${username}`);
  if (!secret) throw new Error(`no authenticator known for operator ${username}`);
  return apiData(baseUrl, '/ops/login/totp', { code: totpNow(secret) }, { token: half });
}

/**
 * Opens the console in `page`'s tab as `operator`, an operator of `role` made on first use, as
 * after its sign-in. Signed in once per run, like operatorCallAs: a code works once in its 30 s
 * window, and the tests follow each other within it.
 */
export async function consoleAs(page, baseUrl, operator, role) {
  const key = `${baseUrl} ${operator.username}`;
  if (!sessions.has(key)) {
    createOperator(operator.username, operator.password, role);
    sessions.set(key, await operatorSignIn(baseUrl, operator));
  }
  await page
    .context()
    .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), sessions.get(key));
}

/**
 * Calls an /ops endpoint as `operator`, signed in once per test run: a code works once, so the
 * session is kept (and opened again only if it has ended, e.g. after 15 idle minutes).
 */
export async function operatorCallAs(baseUrl, operator, path, body) {
  const key = `${baseUrl} ${operator.username}`;
  if (!sessions.has(key)) {
    sessions.set(key, await operatorSignIn(baseUrl, operator));
    await spaced();
  }
  let reply = await api(baseUrl, path, body, { token: sessions.get(key) });
  if (reply.code === -1001) {
    sessions.set(key, await operatorSignIn(baseUrl, operator));
    await spaced();
    reply = await api(baseUrl, path, body, { token: sessions.get(key) });
  }
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}
