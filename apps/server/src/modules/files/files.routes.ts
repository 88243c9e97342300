import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, operatorFileUrlBody, validationMessages } from '@pesa/contract';
import { serverMessages } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import { fileTooLarge, type FilesService } from './files.service.ts';

const tempUrlQuery = z.object({ filePath: z.string().trim().min(1).max(200) });
const uploadBody = z
  .object({ file: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or PDF' }) })
  .nullish();
const signedQuery = z.object({
  path: z.string().max(200).default(''),
  expires: z.string().max(20).default(''),
  sig: z.string().max(100).default(''),
});

/** The multipart parser lives only in this plugin, so no other route accepts multipart bodies. */
const uploadRoute: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  const limit = files.maxBytes;
  await app.register(multipart, {
    limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  app.post(
    '/common/upload',
    {
      // Each upload is a new file; the body is a stream the guard cannot compare anyway.
      config: { duplicateGuard: false },
      schema: {
        summary: 'Upload a JPEG, PNG, WebP or PDF file (multipart field "file")',
        description:
          'multipart/form-data with one part named "file". The type is read from the content. ' +
          'Replies {filePath}; read it back through GET /user/getTempUrl.',
        consumes: ['multipart/form-data'],
        // Documents the part for OpenAPI; the multipart parser leaves the body empty.
        body: uploadBody,
      },
    },
    async (request) => {
      const auth = authOf(request);
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !data) {
            data = await part.toBuffer();
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        if (statusCode !== undefined) throw error;
        // Only the caller's bytes are read here: a form cut short or otherwise broken is theirs.
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: 'file', key: 'invalid' }],
        });
      }
      if (!data) {
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: 'file', key: 'required' }],
        });
      }
      return success(request, await files.upload(auth, data));
    },
  );
};

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  await app.register(uploadRoute, { files });

  // An operator opens an applicant's document (OPERATOR_CALL_ACCESS: support and compliance).
  app.post(
    '/ops/file/url',
    { config: { public: true }, schema: { body: operatorFileUrlBody } },
    async (request) => {
      operatorOf(request);
      return success(request, await files.tempUrlOf(request.body.userId, request.body.filePath));
    },
  );

  app.get(
    '/user/getTempUrl',
    {
      schema: {
        summary: 'A short-lived signed URL for a file the caller’s account owns',
        querystring: tempUrlQuery,
      },
    },
    async (request) =>
      success(request, await files.tempUrl(authOf(request), request.query.filePath)),
  );

  app.get(
    '/files/signed',
    {
      config: { public: true },
      schema: {
        summary: 'Streams a file behind a valid, unexpired signature',
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { path, expires, sig } = request.query;
      const file = await files.openSigned(path, expires, sig);
      if (!file) {
        const lang = request.lang;
        return reply.status(403).send({
          code: 403,
          msg: serverMessages.fileLinkInvalid[lang],
          data: [{ field: 'sig', message: validationMessages.invalid[lang] }],
        });
      }
      const name = path.slice(path.lastIndexOf('/') + 1);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};
