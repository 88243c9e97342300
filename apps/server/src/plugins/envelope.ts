import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ErrorCode,
  errorMessages,
  validationMessages,
  type ErrorCodeValue,
  type FieldError,
} from '@pesa/contract';
import { langFromHeader, type Lang } from '../i18n/language.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';
import { errorAfterSignIn } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function success<T>(request: FastifyRequest, data: T) {
  return { code: ErrorCode.OK, msg: errorMessages[ErrorCode.OK][request.lang], data };
}

export function paged<T>(request: FastifyRequest, rows: T[], total: number) {
  return { code: ErrorCode.OK, msg: errorMessages[ErrorCode.OK][request.lang], rows, total };
}

/** Puts values into a message's `{name}` placeholders (amounts and limits, never user text). */
function filled(message: string, params: Record<string, string> | undefined): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function messageFor(error: AppError, lang: Lang): string {
  if (error.options.messageKey)
    return filled(serverMessages[error.options.messageKey][lang], error.options.params);
  if (error.code === 429) return serverMessages.tooManyAttempts[lang];
  return errorMessages[error.code][lang];
}

/**
 * A business error as the envelope would answer it, without a reply: its code, message and
 * field errors in `lang` (a merchant API batch reports each rejected item this way).
 */
export function appErrorText(error: AppError, lang: Lang) {
  const fields = error.options.fields?.map((f) => ({
    field: f.field,
    message: filled(validationMessages[f.key][lang], f.params),
  }));
  return { code: error.code, msg: messageFor(error, lang), fields: fields ?? [] };
}

/** The shape fastify-type-provider-zod gives each zod issue. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
}

/** The value at a validation path of the request's input; undefined where any step is absent. */
function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * Turns validation issues into `{field, message}` pairs in the caller's language. A field the
 * caller left out (or sent as null) is "required", whatever its schema would say of a bad value:
 * a coerced number or a list of choices otherwise only reports "not valid".
 */
export function fieldErrors(issues: ValidationIssue[], lang: Lang, input: unknown): FieldError[] {
  const errors = issues.map((issue) => {
    const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
    const raw = issue.message ?? '';
    const code = issue.keyword;
    const absent = code !== 'unrecognized_keys' && valueAt(input, path) == null;
    const key = absent
      ? 'required'
      : raw in validationMessages
        ? (raw as keyof typeof validationMessages)
        : code === 'unrecognized_keys'
          ? 'unknownField'
          : code === 'too_small'
            ? 'tooShort'
            : code === 'too_big'
              ? 'tooLong'
              : 'invalid';
    return { field: path.map(String).join('.') || 'body', message: validationMessages[key][lang] };
  });
  // One message per field: a number below a range's floor and not positive breaks two rules.
  return errors.filter((e, i) => errors.findIndex((other) => other.field === e.field) === i);
}

/**
 * SPEC §8 gives two missing fields codes of their own: a request without its country answers
 * -1011, one without its phone number -1015 (country first: a phone is read in its country).
 * The field errors still come in `data`, as for -1008.
 */
const MISSING_FIELD_CODES = [
  ['countryId', ErrorCode.COUNTRY_EMPTY],
  ['phone', ErrorCode.PHONE_EMPTY],
] as const;

export function validationCode(issues: ValidationIssue[], input: unknown): ErrorCodeValue {
  const empty = (field: string) => {
    const value = valueAt(input, [field]);
    return value == null || (typeof value === 'string' && value.trim() === '');
  };
  const named = new Set(issues.map((issue) => issue.instancePath?.split('/').filter(Boolean)[0]));
  const missing = MISSING_FIELD_CODES.find(([field]) => named.has(field) && empty(field));
  return missing ? missing[1] : ErrorCode.PARAMETER_ERROR;
}

function send(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  return reply.status(200).send({ code, msg, data });
}

/**
 * Fastify's own router failures (a path that is not valid percent-encoding, or a path parameter
 * over `maxParamLength`) come before any hook, so they are answered here in the same envelope:
 * a -1008 on the path, in the caller's language.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = langFromHeader(request.headers['content-language']);
  const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'tooLong' : 'invalid';
  return send(reply, ErrorCode.PARAMETER_ERROR, errorMessages[ErrorCode.PARAMETER_ERROR][lang], [
    { field: 'path', message: validationMessages[key][lang] },
  ]);
}

/** The `{code, msg, data}` envelope for every outcome, including failures and unknown routes. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langFromHeader(request.headers['content-language']);
    done();
  });

  app.setErrorHandler(async (thrown: FastifyError | AppError, request, reply) => {
    const error = (await errorAfterSignIn(request, thrown)) as FastifyError | AppError;
    const lang = request.lang;
    if (error instanceof AppError) {
      const fields = error.options.fields?.map((f) => ({
        field: f.field,
        message: filled(validationMessages[f.key][lang], f.params),
      }));
      return send(reply, error.code, messageFor(error, lang), fields ?? error.options.data ?? null);
    }
    const err = error as FastifyError & { validation?: ValidationIssue[] };
    if (err.validation) {
      const input =
        err.validationContext === 'params'
          ? request.params
          : err.validationContext === 'querystring'
            ? request.query
            : request.body;
      const code = validationCode(err.validation, input);
      return send(reply, code, errorMessages[code][lang], fieldErrors(err.validation, lang, input));
    }
    if (err.statusCode === 429) return send(reply, 429, serverMessages.tooManyAttempts[lang]);
    if (err.statusCode === 413)
      return send(reply, ErrorCode.PARAMETER_ERROR, serverMessages.payloadTooLarge[lang]);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, never a 500.
      return send(
        reply,
        ErrorCode.PARAMETER_ERROR,
        errorMessages[ErrorCode.PARAMETER_ERROR][lang],
        [{ field: 'body', message: validationMessages.invalid[lang] }],
      );
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return send(reply, ErrorCode.SYSTEM_ERROR, errorMessages[ErrorCode.SYSTEM_ERROR][lang]);
  });
});
