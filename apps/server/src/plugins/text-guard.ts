import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import { inputFault } from '../security/input-faults.ts';
import { AppError } from './app-error.ts';

/** No body of ours nests deeper than a few levels; JSON.stringify overflows at some thousands. */
const MAX_INPUT_DEPTH = 16;

/**
 * Refuses, with -1008 on the field, any request whose body, query string or path parameters
 * carry a NUL character or nest deeper than MAX_INPUT_DEPTH, before a schema, the duplicate
 * guard or the database sees it. Multipart uploads are read as bytes by their own route and
 * keep no text field.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [source, fallback] of [
      [request.params, 'path'],
      [request.query, 'query'],
      [request.body, 'body'],
    ] as const) {
      const fault = inputFault(source, MAX_INPUT_DEPTH);
      if (fault) {
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [
            {
              // Past the depth, the top-level field is the one to name.
              field: (fault.kind === 'depth' ? fault.field.split('.')[0] : fault.field) || fallback,
              key: fault.kind === 'nul' ? 'forbiddenCharacter' : 'invalid',
            },
          ],
        });
      }
    }
  });
});
