/**
 * The text a merchant signs on every Open API call (HMAC-SHA256 with the access secret, hex):
 * method, path, timestamp in ms, nonce and the body's SHA-256 in hex, one per line. Built in one
 * place so the server, the docs and their tested examples cannot disagree.
 */
export function canonicalRequest(parts: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  bodySha256Hex: string;
}): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    parts.timestamp,
    parts.nonce,
    parts.bodySha256Hex.toLowerCase(),
  ].join('\n');
}

/** How far a request's timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_MS = 300_000;

/** The webhook signature header's value: `t=<unix seconds>,v1=<hex HMAC over "t.body">`. */
export function webhookSignedText(unixSeconds: number, body: string): string {
  return `${unixSeconds}.${body}`;
}
