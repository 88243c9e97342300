import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@pesa/contract';

/**
 * GET /api/open/openapi.json: the merchant API's OpenAPI document, public like any API
 * reference (it holds no secret). Built once per language from the contract: English, or
 * Chinese with `?lang=zh_CN` (or `zh`), so the /homeApi/docs page renders the reference in its
 * own language. Any other value reads as English. /api/openapi.json stays the app's own API.
 */
export async function openApiDocRoutes(app: FastifyInstance) {
  const documents = {
    en: JSON.stringify(openApiDocument('en')),
    zh: JSON.stringify(openApiDocument('zh')),
  };
  app.get(
    '/open/openapi.json',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { lang } = request.query as { lang?: unknown };
      const chinese = typeof lang === 'string' && /^zh(_CN)?$/i.test(lang);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Language', chinese ? 'zh-CN' : 'en')
        .send(chinese ? documents.zh : documents.en);
    },
  );
}
