import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@pesa/contract';

/**
 * GET /api/open/openapi.json: the merchant API's OpenAPI document, public like any API
 * reference (it holds no secret). Built once from the contract; the /homeApi/docs page renders
 * it. /api/openapi.json stays the app's own API.
 */
export async function openApiDocRoutes(app: FastifyInstance) {
  const document = JSON.stringify(openApiDocument());
  app.get(
    '/open/openapi.json',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(document),
  );
}
