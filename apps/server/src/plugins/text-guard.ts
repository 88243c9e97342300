import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import { nulField } from '../security/nul-field.ts';
import { AppError } from './app-error.ts';

/**
 * Refuses, with -1008 on the field, any request whose body, query string or path parameters
 * carry a NUL character, before a schema or the database sees it. Multipart uploads are read as
 * bytes by their own route and keep no text field.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [source, fallback] of [
      [request.params, 'path'],
      [request.query, 'query'],
      [request.body, 'body'],
    ] as const) {
      const field = nulField(source);
      if (field !== null) {
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: field || fallback, key: 'forbiddenCharacter' }],
        });
      }
    }
  });
});
