import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@pesa/contract';
import { AppError } from './app-error.ts';

/**
 * The first place in a request input where text holds a NUL character, as a field path
 * ("remark", "menus.2"), or null when there is none. PostgreSQL cannot store NUL in text and
 * no field of ours has a use for it. Walks with its own stack: a body may nest deeply.
 */
export function nulField(input: unknown): string | null {
  // Each entry links to its parent, so a deep body costs no copying of paths.
  type Node = { value: unknown; key: string; parent: Node | null };
  const pathOf = (node: Node | null): string => {
    const keys: string[] = [];
    for (let at = node; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Node[] = [{ value: input, key: '', parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // A key with NUL names no field of ours; report the object that holds it.
        if (key.includes('\u0000')) return pathOf(node);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

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
