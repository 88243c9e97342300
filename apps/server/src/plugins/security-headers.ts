import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The page may load only our own scripts, styles (antd writes some at run time), images and fonts. */
const POLICY_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];
const CONTENT_SECURITY_POLICY = POLICY_DIRECTIVES.join(';');

/**
 * Device features no screen of ours uses, switched off for the page and anything it might frame,
 * so an injected script could not ask for them either. Uploads use a plain file picker, which
 * needs no camera permission; copying to the clipboard keeps its default (this origin only).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The page policy that also runs the inline scripts with these SHA-256 hashes (base64): the
 * build's prerendered pages carry one, and nothing else inline may run.
 */
export function pagePolicyAllowing(scriptHashes: readonly string[]): string {
  if (scriptHashes.length === 0) return CONTENT_SECURITY_POLICY;
  const allowed = scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return POLICY_DIRECTIVES.map((directive) =>
    directive === "script-src 'self'" ? `${directive} ${allowed}` : directive,
  ).join(';');
}

/**
 * The security headers helmet recommends, written once. Helmet's Fastify plugin rebuilt its
 * middleware (and re-parsed this policy) on every request, a measurable share of a send's CPU;
 * the values never change, so every reply gets the same prepared set. A route may still set its
 * own (file downloads send a stricter policy).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * What a JSON reply of the API needs (OWASP's REST list): it is never a page, so it may load
 * nothing and be framed nowhere, and it carries balances and personal data, so no cache keeps
 * it. Half the headers of a page, on the calls that make up most of the traffic.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/open/');

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
});
