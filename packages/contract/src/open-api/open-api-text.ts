import {
  canonicalRequest,
  SANDBOX_DELAY_MS,
  SANDBOX_MAGIC_NUMBERS,
  SIMULATED_REGISTERED_NAMES,
  SIGNATURE_WINDOW_MS,
  type SandboxOutcome,
} from '@pesa/domain';
import { ErrorCode, errorMessages, type ErrorCodeValue } from '../error-codes.ts';

/**
 * The prose of the /open/v1 OpenAPI document in English (the Chinese is in open-api-text-zh.ts).
 * Everything that is a rule elsewhere is read from there, not restated: the canonical string
 * from `canonicalRequest`, the window, the magic numbers, the error messages.
 */

/** The document's languages: English, and Chinese for `?lang=zh_CN`. */
export type DocLang = 'en' | 'zh';

/** The canonical string with placeholders, built by the function the server checks with. */
export const CANONICAL_TEMPLATE = canonicalRequest({
  method: 'POST',
  path: '/open/v1/balance',
  timestamp: '<X-Timestamp>',
  nonce: '<X-Nonce>',
  bodySha256Hex: 'sha256_hex(body)',
});

/**
 * A worked example a merchant can check an implementation against (a unit test recomputes it).
 * The secret is made up; no key pair has it.
 */
export const SIGNATURE_TEST_VECTOR = {
  secret: 'sk_test_docs_example',
  method: 'POST',
  path: '/open/v1/balance',
  timestamp: '1767225600000',
  nonce: 'n0nce-3f9a2c71',
  body: '{"currencyId":404}',
  bodySha256Hex: 'daf711c74ea52eec32ae6faaaefea273d518fad0b168880b1cceef1ac024b0ab',
  signature: '9189c5439b58d3d10a084b467f7582e222b566c0b5bcb960481028c94f74505e',
} as const;

export const SIGNATURE_WINDOW_SECONDS = SIGNATURE_WINDOW_MS / 1000;

const OUTCOME_TEXT: Record<DocLang, Record<SandboxOutcome, string>> = {
  en: {
    success: 'succeeds within seconds',
    failure: 'fails (status 2; the hold of a payout goes back to B2C)',
    no_answer: 'never answers: the order keeps waiting for its result',
    delayed_success: `succeeds after ${SANDBOX_DELAY_MS / 1000} seconds`,
  },
  zh: {
    success: '数秒内成功',
    failure: '失败（状态 2；代付冻结的资金退回 B2C）',
    no_answer: '永不回复：订单一直等待结果',
    delayed_success: `${SANDBOX_DELAY_MS / 1000} 秒后成功`,
  },
};

const TABLE_WORDS = {
  en: {
    ending: 'Phone or account ending in',
    rail: 'The sandbox rail',
    other: 'any other number',
    example: 'e.g.',
    registered: 'Registered name',
    grades: 'Grades',
    none: 'none',
    whatever: 'whatever the name',
    sent: 'the name you send',
  },
  zh: {
    ending: '手机号或账号结尾',
    rail: '沙箱通道',
    other: '其他任意号码',
    example: '例如',
    registered: '登记姓名',
    grades: '结果',
    none: '无',
    whatever: '无论姓名为何',
    sent: '您发送的姓名',
  },
} as const;

/** The magic numbers as a Markdown table (the phone's or account's last nine digits). */
export function sandboxTable(lang: DocLang = 'en'): string {
  const w = TABLE_WORDS[lang];
  const rows = Object.entries(SANDBOX_MAGIC_NUMBERS).map(
    ([digits, outcome]) =>
      `| …${digits} (${w.example} +254${digits}) | ${OUTCOME_TEXT[lang][outcome]} |`,
  );
  return [
    `| ${w.ending} | ${w.rail} |`,
    '| --- | --- |',
    ...rows,
    `| ${w.other} | ${OUTCOME_TEXT[lang].success} |`,
  ].join('\n');
}

/** The sandbox's registered names (docs/name-check.md) as a Markdown table. */
export function nameCheckTable(lang: DocLang = 'en'): string {
  const w = TABLE_WORDS[lang];
  const rows = Object.entries(SIMULATED_REGISTERED_NAMES).map(([digits, name]) =>
    name === null
      ? `| …${digits} | ${w.none} | \`UNAVAILABLE\` ${w.whatever} |`
      : `| …${digits} | ${name} | ${NAME_CHECK_EXAMPLES[digits] ?? ''} |`,
  );
  return [
    `| ${w.ending} | ${w.registered} | ${w.grades} |`,
    '| --- | --- | --- |',
    ...rows,
    `| ${w.other} | ${w.sent} | \`MATCH\` |`,
  ].join('\n');
}

const NAME_CHECK_EXAMPLES: Record<string, string> = {
  '9901': '"Wanjiku Njeri Kamau" `MATCH`; "Wanjiku Kamau" `CLOSE_MATCH`; "Peter Otieno" `NO_MATCH`',
  '9902': '"张伟" `MATCH`; "Zhang Wei" `CLOSE_MATCH`; "Li Na" `NO_MATCH`',
};

/** Codes every signed call may answer with, before its own. */
export const SIGNATURE_CODES: readonly ErrorCodeValue[] = [
  ErrorCode.PARAMETER_ERROR,
  ErrorCode.API_KEY_UNKNOWN,
  ErrorCode.API_TIMESTAMP_OUT_OF_WINDOW,
  ErrorCode.API_NONCE_REUSED,
  ErrorCode.API_SIGNATURE_INVALID,
  ErrorCode.API_KEY_NOT_ACTIVE,
  ErrorCode.API_IP_NOT_ALLOWED,
  ErrorCode.SYSTEM_ERROR,
];

/** A Markdown list of codes with their messages, for an operation's description. */
export function codeList(codes: readonly ErrorCodeValue[], lang: DocLang = 'en'): string {
  return codes.map((code) => `- \`${code}\` ${errorMessages[code][lang]}`).join('\n');
}

export const INFO_DESCRIPTION = `The merchant API lets your server collect money from your customers' phones (C2B),
pay out to mobile money and banks (B2C) and move money between your API accounts, over JSON POST
calls signed with your access key pair. Apply for access and find your keys under API service in
the web app.

## Signing a request

Send four headers with every call:

| Header | Value |
| --- | --- |
| \`X-Access-Key\` | your access key (\`pk_live_…\` or \`pk_test_…\`) |
| \`X-Timestamp\` | the current time in milliseconds since 1970-01-01 UTC |
| \`X-Nonce\` | a fresh random string of 8 to 64 letters, digits, \`-\` or \`_\`, never reused |
| \`X-Signature\` | hex HMAC-SHA256 of the canonical string, keyed with your access secret |

The canonical string is five lines joined by \`\\n\` (no trailing newline): the method in capitals,
the full path of the call including \`/open/v1\`, the timestamp and the nonce exactly as sent,
and the lower-case hex SHA-256 of the body exactly as sent (the empty string's hash if there is
no body):

\`\`\`
${CANONICAL_TEMPLATE}
\`\`\`

The HMAC key is the whole secret string (\`sk_live_…\`) as UTF-8 bytes. Sign the bytes you send:
serialise the JSON once, hash and send that same string. A timestamp more than
${SIGNATURE_WINDOW_SECONDS} seconds from our clock, either way, is refused (-1102), and so is a nonce
already used within that window (-1103).

Worked example: secret \`${SIGNATURE_TEST_VECTOR.secret}\`, timestamp \`${SIGNATURE_TEST_VECTOR.timestamp}\`,
nonce \`${SIGNATURE_TEST_VECTOR.nonce}\`, body \`${SIGNATURE_TEST_VECTOR.body}\` to
\`${SIGNATURE_TEST_VECTOR.path}\`: the body hash is \`${SIGNATURE_TEST_VECTOR.bodySha256Hex}\` and
the signature \`${SIGNATURE_TEST_VECTOR.signature}\`.

## Replies

Every reply is HTTP 200 with the envelope \`{code, msg, data}\`: \`code\` 200 is success and \`data\`
the result; any other code is a refusal, \`msg\` says why in the language of the
\`Content-Language\` header (\`en_US\` or \`zh_CN\`), and \`data\` is null or, for -1008, the list of
failing fields. One exception: a body that is not sent as \`Content-Type: application/json\` (a form,
text or multipart body, or a body without a type) is refused with HTTP 415 and code 415 in the same
envelope, before the signature is checked, and changes nothing. Signature refusals:

${codeList(SIGNATURE_CODES)}

## Idempotency

\`merchantOrderNo\` is yours and unique per key mode. Repeating a call with the same number and the
same body returns the first call's result and moves no money; the same number with a different body
is refused with -1107. Retry a call whose reply you did not get with the same number and body.
\`/b2c/batch\` is idempotent the same way by \`merchantBatchNo\`, and each of its items by its own
\`merchantOrderNo\`.

## Sandbox

Calls signed with your test pair (\`pk_test_…\`) run the same code on separate test accounts,
through our simulator only: no real money moves, and webhooks arrive with \`livemode: false\`. Top
up test balances from the API service screens. The number a test collection or payout goes to
chooses the outcome (its last nine digits, so any country code works), for a single payout and for
each item of a \`/b2c/batch\` alike:

${sandboxTable()}
`;

export const WEBHOOK_DESCRIPTION = `On every final state of a collection, payout or transfer (order status
1, 2 or 3) we POST the event to your notify URL. Answer with any 2xx status once you have stored it;
anything else, or no answer, is retried with backoff (at least 6 tries over 24 hours). The same event may
arrive more than once: drop an \`eventId\` you have already handled.

Check the signature before trusting the body. \`X-Pesa-Signature\` is \`t=<unix seconds>,v1=<hex>\`
where the hex is HMAC-SHA256, keyed with your current access secret of the event's mode (the test
secret for sandbox events), over the
text \`<t>.<raw body>\` (the \`t\` value, a dot, then the body's bytes exactly as received). Compare in
constant time and refuse a \`t\` far from your clock (we suggest ${SIGNATURE_WINDOW_SECONDS} seconds).`;
