import fc from 'fast-check';
import {
  bodyOf,
  DEEPLY_NESTED,
  hostile,
  valueOf,
  type Dictionary,
  type JsonSchema,
} from './fuzz-arbitraries.ts';
import { callbackFields } from './fuzz-callback-bodies.ts';

/** One call of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: 'GET' | 'POST';
  /** The OpenAPI path under /api, with {params}. */
  path: string;
  params: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
  /** json, multipart (uploads) or a provider callback (no schema: raw, signed bytes). */
  kind: 'json' | 'multipart' | 'callback';
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  tags?: string[];
}

/**
 * Calls the fuzzer leaves out: the development outbox (it exists only to read codes), and the
 * live event streams, which never end by themselves: the operator console's (ops-events.test.ts
 * reads it) and the signed-in browser's (live-events.test.ts).
 */
const SKIPPED = new Set(['/dev/outbox', '/ops/events', '/events']);

export function operationsOf(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(() => !SKIPPED.has(path))
      .map(([method, op]): Operation => {
        const content = op.requestBody?.content ?? {};
        const kind = op.tags?.includes('Provider callbacks')
          ? 'callback'
          : content['multipart/form-data']
            ? 'multipart'
            : 'json';
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          params: (op.parameters ?? []).map((p) => ({
            name: p.name,
            in: p.in as 'path' | 'query',
            required: p.required ?? false,
            schema: p.schema,
          })),
          body: content['application/json']?.schema,
          kind,
        };
      }),
  );
}

/** One generated request: where it goes and what it carries. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const languages = fc.constantFrom('en_US', 'zh_CN', 'zh', 'fr', '');

/** A path or query value as text, the way a browser would put it in a URL. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Percent-encodes every UTF-8 byte; unlike encodeURIComponent it takes any string. */
function encodePath(text: string): string {
  return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Requests for one operation: its path and query parameters, and a body of the right kind. */
export function requestsFor(op: Operation, dict: Dictionary): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(
    ...op.params.map((p) =>
      p.in === 'path' || p.required
        ? valueOf(p.schema, dict, p.name)
        : fc.option(valueOf(p.schema, dict, p.name), { nil: undefined }),
    ),
  );
  return fc.tuple(params, bodyFor(op, dict), languages).map(([values, body, lang]) => {
    let url = `/api${op.path}`;
    const query = new URLSearchParams();
    op.params.forEach((p, i) => {
      const value = values[i];
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodePath(asText(value)));
      else if (value !== undefined) query.append(p.name, asText(value));
    });
    const search = query.toString();
    return {
      url: search ? `${url}?${search}` : url,
      headers: { 'content-language': lang, ...body.headers },
      ...(body.payload !== undefined && { payload: body.payload }),
    };
  });
}

type Body = { headers: Record<string, string>; payload?: string | Buffer };
const json = (payload: string): Body => ({
  headers: { 'content-type': 'application/json' },
  payload,
});
const deepJson = `${'['.repeat(6_000)}${']'.repeat(6_000)}`;
/** A value's JSON text, with the stand-in for deep nesting replaced by the nesting itself. */
const jsonOf = (value: unknown): Body =>
  json((JSON.stringify(value) ?? '').replaceAll(JSON.stringify(DEEPLY_NESTED), deepJson));

/** Bytes no parser should choke on: broken JSON, other media types, nothing at all. */
const brokenBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom('{', '[', '"', '{"a":', 'null', '1e999', '{"__proto__":{"x":1}}').map(json),
  fc.string({ unit: 'binary', maxLength: 60 }).map(json),
  fc.constant({ headers: { 'content-type': 'text/plain' }, payload: 'plain text' }),
  fc.constant({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&a=2&b',
  }),
  fc.constant({ headers: { 'content-type': 'application/json' }, payload: '' }),
  fc.constant({ headers: {} }),
);

function bodyFor(op: Operation, dict: Dictionary): fc.Arbitrary<Body> {
  if (op.method === 'GET') return fc.constant({ headers: {} });
  if (op.kind === 'multipart') return multipartBody;
  if (op.kind === 'callback') return fc.oneof(brokenBody, bodyOf(callbackFields, dict).map(jsonOf));
  const shaped = bodyOf(op.body ?? {}, dict).map(jsonOf);
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: brokenBody });
}

const fileStarts = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('RIFF\0\0\0\0WEBP'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  Buffer.alloc(0),
];

/** Multipart uploads: a file part or not, under the right field name or not, well-formed or not. */
const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    field: fc.constantFrom('file', 'other', 'file\u0000', ''),
    start: fc.constantFrom(...fileStarts),
    rest: fc.uint8Array({ maxLength: 64 }),
    filename: fc.oneof(fc.constantFrom('doc.png', '../../x.png', 'a\u0000.pdf', ''), fc.string()),
    extraField: fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostile.map(asText))),
    truncated: fc.boolean(),
  })
  .map(({ field, start, rest, filename, extraField, truncated }) => {
    const boundary = '----pesafuzz';
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      start,
      Buffer.from(rest),
      Buffer.from('\r\n'),
    ];
    if (extraField) {
      const [name, value] = extraField;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    if (!truncated) parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    };
  });
