import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type ApiMode } from '@pesa/contract';
import { canonicalRequest, SIGNATURE_WINDOW_MS } from '@pesa/domain';
import type { Clock } from '../../../clock.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { ApiKeysRepository } from '../access/api-keys.repository.ts';
import { allowedByList } from '../access/ip-allow-list.ts';
import { CallNonce } from './call-nonce.ts';
import type { NonceStore } from './nonce-store.ts';
import { openJsonBody } from './open-json-body.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money call: its handler claims the nonce in the call's own transaction (CallNonce), and
     * the signature check leaves it.
     */
    nonceInTransaction?: boolean;
  }
  interface FastifyRequest {
    /** The merchant a signed /open/v1 call comes from (set by the signature check). */
    merchant: MerchantCaller | null;
    /** The body's bytes exactly as received, which the signature covers (open-json-body.ts). */
    rawBody?: Buffer;
  }
}

export interface MerchantCaller {
  /** The merchant's main account. */
  userId: number;
  /** live keys move real money; test keys run on the sandbox book. */
  mode: ApiMode;
  accessKey: string;
  /** Signs the merchant's webhooks. */
  secret: string;
  /** The call's nonce: already claimed, unless the route claims it in its transaction. */
  nonce: CallNonce;
}

export function merchantOf(request: FastifyRequest): MerchantCaller {
  if (!request.merchant) throw new AppError(ErrorCode.API_KEY_UNKNOWN);
  return request.merchant;
}

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const TIMESTAMP = /^\d{1,15}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Authenticates every call of the scope it is registered in (/open/v1), whose bodies are JSON only
 * (HTTP 415 otherwise, open-json-body.ts): access key known (-1101),
 * merchant not suspended by an operator (-1034),
 * still active and approved (-1105), caller on the allow-list (-1106), timestamp within 300 s
 * (-1102), signature over method, path, time, nonce and body hash (-1104), nonce never seen
 * (-1103, checked last so that nobody without the secret can use up a merchant's nonces). A
 * money call checks the nonce in its own transaction instead (call-nonce.ts).
 */
export async function openAuthPlugin(
  scope: FastifyInstance,
  deps: { keys: ApiKeysRepository; nonces: NonceStore; clock: Clock },
) {
  scope.decorateRequest('merchant', null);
  openJsonBody(scope);
  scope.addHook('preValidation', async (request) => {
    const key = await deps.keys.findByAccessKey(header(request, 'x-access-key').slice(0, 64));
    if (!key) throw new AppError(ErrorCode.API_KEY_UNKNOWN);
    if (key.suspended) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
    if (key.status !== 'active' || key.auditStatus !== 1)
      throw new AppError(ErrorCode.API_KEY_NOT_ACTIVE);
    if (!allowedByList(key.ipWhitelist, request.ip))
      throw new AppError(ErrorCode.API_IP_NOT_ALLOWED, { params: { ip: request.ip } });
    const timestamp = header(request, 'x-timestamp');
    const now = deps.clock.now().getTime();
    if (!TIMESTAMP.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS)
      throw new AppError(ErrorCode.API_TIMESTAMP_OUT_OF_WINDOW);
    const nonce = header(request, 'x-nonce');
    if (!NONCE.test(nonce)) throw new AppError(ErrorCode.API_NONCE_REUSED);
    const signature = header(request, 'x-signature');
    const expected = createHmac('sha256', key.secret)
      .update(
        canonicalRequest({
          method: request.method,
          path: request.url.split('?')[0]!,
          timestamp,
          nonce,
          bodySha256Hex: createHash('sha256')
            // No body (none was sent): the empty string's hash, as the docs say.
            .update(request.rawBody ?? '')
            .digest('hex'),
        }),
      )
      .digest();
    if (
      !SIGNATURE.test(signature) ||
      !timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), expected)
    )
      throw new AppError(ErrorCode.API_SIGNATURE_INVALID);
    const callNonce = new CallNonce(
      deps.nonces,
      key.accessKey,
      nonce,
      Number(timestamp) + SIGNATURE_WINDOW_MS,
    );
    if (!request.routeOptions.config?.nonceInTransaction) await callNonce.claim();
    request.merchant = {
      userId: key.userId,
      mode: key.mode,
      accessKey: key.accessKey,
      secret: key.secret,
      nonce: callNonce,
    };
  });
  // Every signed call uses up its nonce, whatever its answer: a money call that committed nothing
  // (refused, a repeat, bad input) claims it here, before the reply leaves.
  scope.addHook('onSend', async (request, _reply, payload) => {
    const callNonce = request.merchant?.nonce;
    if (callNonce && !callNonce.isClaimed)
      await callNonce.claim().catch((error: unknown) => {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'nonce not recorded');
      });
    return payload;
  });
}
