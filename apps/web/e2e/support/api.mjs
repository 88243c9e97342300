import assert from 'node:assert/strict';

/** Calls the JSON API the way the SPA does and returns the `{code, msg, data}` envelope. */
export async function api(baseUrl, path, body = {}, { token, language = 'en_US' } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, `${path} answered HTTP ${response.status}`);
  return response.json();
}

/** Like api() but insists on code 200 and returns `data`. */
export async function apiData(baseUrl, path, body, options) {
  const envelope = await api(baseUrl, path, body, options);
  assert.equal(envelope.code, 200, `${path} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The newest code the dev outbox holds for a recipient (phone digits or email). */
export async function latestCode(baseUrl, recipient) {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  assert.equal(response.status, 200, 'GET /api/dev/outbox is not available');
  const body = await response.json();
  const items = Array.isArray(body) ? body : (body.data ?? []);
  const digits = recipient.replace(/\D/g, '');
  const message = items.find((item) =>
    recipient.includes('@') ? item.to === recipient : item.to.replace(/\D/g, '').endsWith(digits),
  );
  assert.ok(message, `no message for ${recipient} in the dev outbox`);
  return String(message.code);
}

let sequence = 0;

/** A fresh, valid mobile number per call: Kenya 71x…, Tanzania 71x… (9 national digits). */
export function uniquePhone() {
  sequence += 1;
  const tail = String((Date.now() * 10 + sequence) % 10_000_000).padStart(7, '0');
  return `71${tail}`;
}

export function uniqueEmail(label) {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}@example.com`;
}

export const strongPassword = 'Pesa2026Bridge';

/** Registers an individual account by phone through the API and returns its token. */
export async function registerByPhoneViaApi(
  baseUrl,
  { countryId = 254, phone = uniquePhone(), userType = 2 } = {},
) {
  await apiData(baseUrl, '/common/sendCode', { countryId, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType,
    countryId,
    phone,
    code,
    password: strongPassword,
  });
  return { countryId, phone, password: strongPassword, token };
}

/** Registers an individual account by email through the API and returns its token. */
export async function registerByEmailViaApi(baseUrl, { countryId = 255, email } = {}) {
  const address = email ?? uniqueEmail('user');
  await apiData(baseUrl, '/common/sendMailCode', { email: address, scene: 'register' });
  const code = await latestCode(baseUrl, address);
  const token = await apiData(baseUrl, '/user/emailRegister', {
    userType: 2,
    countryId,
    email: address,
    code,
    password: strongPassword,
  });
  return { countryId, email: address, password: strongPassword, token };
}
