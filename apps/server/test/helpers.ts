import { e164Kenya, uniqueKenyanPhone, type Harness } from './harness.ts';

/**
 * Most suites lift the per-address limit so that many calls from the one inject address stay
 * under it; the per-IP rule has its own suite with a low limit.
 */
export const relaxedEnv = { LOGIN_IP_MAX_PER_MINUTE: '10000' };

let emailCounter = 0;
/** A fresh email address per call within a file. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter++;
  return `${prefix}.${process.pid}.${emailCounter}@example.com`;
}

/** Sends a code by SMS for a Kenyan national number and returns it, past the duplicate guard. */
export async function smsCode(h: Harness, national: string, scene: string): Promise<string> {
  const sent = await h.call('/common/sendCode', { countryId: 254, phone: national, scene });
  if (sent.code !== 200) throw new Error(`sendCode failed: ${sent.code} ${sent.msg}`);
  h.tick();
  return h.lastCode(e164Kenya(national));
}

/** Sends a code by email and returns it, past the duplicate guard. */
export async function mailCode(h: Harness, email: string, scene: string): Promise<string> {
  const sent = await h.call('/common/sendMailCode', { email, scene });
  if (sent.code !== 200) throw new Error(`sendMailCode failed: ${sent.code} ${sent.msg}`);
  h.tick();
  return h.lastCode(email.toLowerCase());
}

/**
 * Has the code for a phone or email change sent to the account's current contact `to` (scene
 * verifyContact) and returns it, past the duplicate guard.
 */
export async function contactCode(
  h: Harness,
  token: string,
  purpose: 'changePhone' | 'changeEmail',
  to: string,
): Promise<string> {
  const sent = await h.call('/user/sendContactCode', { purpose }, { token });
  if (sent.code !== 200) throw new Error(`sendContactCode failed: ${sent.code} ${sent.msg}`);
  h.tick();
  return h.lastCode(to);
}

/** Registers by email through the real calls; returns the token. */
export async function registerByEmail(
  h: Harness,
  options: { email?: string; password?: string; userType?: 1 | 2; countryId?: number } = {},
): Promise<{ token: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Secret123';
  const code = await mailCode(h, email, 'register');
  const reply = await h.call<string>('/user/emailRegister', {
    userType: options.userType ?? 2,
    countryId: options.countryId ?? 254,
    email,
    code,
    password,
  });
  if (reply.code !== 200) throw new Error(`emailRegister failed: ${reply.code} ${reply.msg}`);
  h.tick();
  return { token: reply.data, email, password };
}

/** Logs in by Kenyan phone; returns the whole reply so tests can assert on failures. */
export async function loginByPhone(h: Harness, national: string, password: string) {
  const reply = await h.call<string>('/user/login', { countryId: 254, phone: national, password });
  h.tick();
  return reply;
}

/** Operation-log event types of the caller, newest first. */
export async function eventTypes(h: Harness, token: string, pageSize = 50): Promise<string[]> {
  const reply = await h.call('/user/log', { pageNum: 1, pageSize }, { token });
  h.tick();
  if (reply.code !== 200) throw new Error(`log failed: ${reply.code} ${reply.msg}`);
  return (reply.rows as Array<{ eventType: string }>).map((r) => r.eventType);
}

export { uniqueKenyanPhone, e164Kenya };
