import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pesa/contract';
import { serverMessages } from '../../../i18n/server-messages.ts';
import { AppError } from '../../../plugins/app-error.ts';

/** The HTTP status and envelope code of a body that is not JSON (docs/api-service.md). */
export const UNSUPPORTED_MEDIA_TYPE = 415;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `application/json`, whatever its parameters (`; charset=utf-8`) or letter case. */
function isJson(contentType: string): boolean {
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** True when the request carries a body, declared by its length or by chunked transfer. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

/**
 * /open/v1 reads JSON only and keeps the exact bytes it received in `rawBody`, which the
 * signature covers. A form-encoded, text or multipart body would otherwise reach a parser that
 * keeps no bytes, and the signature would cover the empty string: one signed empty call could
 * then carry any body. So every other content type, and a body without one, gets HTTP 415 before
 * the signature is read, and the scope keeps no other parser to fall back on.
 */
export function openJsonBody(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
      request.rawBody = body;
      try {
        // JSON is UTF-8 (RFC 8259): bytes that are not are refused, never replaced.
        const text = utf8.decode(body);
        done(null, text.trim() === '' ? {} : JSON.parse(text));
      } catch {
        done(new AppError(ErrorCode.PARAMETER_ERROR) as unknown as Error);
      }
    },
  );
  // A callback hook: it runs on every merchant call and needs no promise.
  scope.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'];
    if (type === undefined ? !hasBody(request) : isJson(type)) return done();
    void reply.code(UNSUPPORTED_MEDIA_TYPE).send({
      code: UNSUPPORTED_MEDIA_TYPE,
      msg: serverMessages.unsupportedMediaType[request.lang],
      data: null,
    });
  });
}
