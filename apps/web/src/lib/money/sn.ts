const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A client-chosen order number, the idempotency key of a money call: time in base 36 plus
 * random characters, matching the server's [A-Za-z0-9_-]{6,64}. Generate it once per
 * confirmation so a retry of the same confirmation is recognised (-1059) instead of paid twice.
 */
export function newOrderSn(prefix: string, now = Date.now(), random = randomChars): string {
  const clean = prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
  return `${clean}${now.toString(36)}${random(10)}`;
}

function randomChars(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
