import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchExportBody,
  batchIdBody,
  batchIdParam,
  batchListBody,
  batchRowDeleteBody,
  batchRowEditBody,
  batchRowsBody,
  batchSubmitBody,
  batchTemplateBody,
  batchUploadFields,
  emptyBody,
  ErrorCode,
} from '@pesa/contract';
import { APPROVE_PERMISSION, BATCH_MAX_BYTES } from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import { sendResults, sendTemplate } from './batch-export.ts';
import type { BatchesService } from './batches.service.ts';

/**
 * The page's permission by the file's scope (domestic, cross-border): main accounts with the
 * service's send channel, and members whose role names it.
 */
const BATCH_PAGES = ['PspBatch', 'MrpBatch'] as const;

type Deps = { batches: BatchesService; team: TeamService };

const uploadDoc = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'CSV or XLSX, up to 10 MB' }),
    scope: z.string(),
    currencyId: z.string(),
  })
  .nullish();

const fileError = (key: 'required' | 'invalid' | 'batchFileUnreadable') =>
  new AppError(ErrorCode.PARAMETER_ERROR, { fields: [{ field: 'file', key }] });

/** The multipart parser lives only in this plugin, so no other route accepts multipart bodies. */
const uploadRoute: FastifyPluginAsyncZod<Deps> = async (app, { batches, team }) => {
  await app.register(multipart, {
    limits: { fileSize: BATCH_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });
  app.post(
    '/batch/upload',
    {
      config: { duplicateGuard: false },
      schema: {
        summary: 'Read and check a bulk payment file (multipart: file, scope, currencyId)',
        consumes: ['multipart/form-data'],
        body: uploadDoc,
      },
    },
    async (request) => {
      const auth = authOf(request);
      await requireAnyPage(team, auth);
      let file: { bytes: Buffer; name: string } | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !file)
            file = { bytes: await part.toBuffer(), name: part.filename ?? '' };
          else if (part.type === 'file') part.file.resume();
          else fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('batchFileUnreadable');
        if (statusCode !== undefined) throw error;
        throw fileError('invalid');
      }
      const parsed = batchUploadFields.safeParse(fields);
      if (!parsed.success)
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: parsed.error.issues.map((i) => ({ field: String(i.path[0]), key: 'invalid' })),
        });
      if (!file) throw fileError('required');
      await team.require(auth, BATCH_PAGES[parsed.data.scope]);
      const input = { ...parsed.data, fileName: file.name, bytes: file.bytes };
      return success(request, await batches.upload(auth, input, request.lang));
    },
  );
};

/** Either page: what a batch call asks before it knows the file's scope. */
async function requireAnyPage(team: TeamService, auth: ReturnType<typeof authOf>) {
  const held = await team.permissionNames(auth.user);
  if (!BATCH_PAGES.some((name) => held.includes(name))) throw new AppError(ErrorCode.NO_PERMISSION);
}

/** Bulk payment files (issue 31): template, upload, checked rows, submit, follow, export. */
export const batchesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { batches, team } = deps;
  await app.register(uploadRoute, deps);
  /** The page of a scope, or either page when the call names no scope. */
  const gate = async (request: Parameters<typeof authOf>[0], scope?: 0 | 1) => {
    const auth = authOf(request);
    if (scope === undefined) await requireAnyPage(team, auth);
    else await team.require(auth, BATCH_PAGES[scope]);
    return auth;
  };
  /** The page of one file's scope: a domestic page does not open a cross-border file. */
  const pageOf = async (auth: ReturnType<typeof authOf>, batchId: number) =>
    BATCH_PAGES[(await batches.require(auth, batchId)).scope === 1 ? 1 : 0];
  const gateFile = async (request: Parameters<typeof authOf>[0], batchId: number) => {
    const auth = await gate(request);
    await team.require(auth, await pageOf(auth, batchId));
    return auth;
  };

  // Approvers decide on a file by its rows: one without the page reads those of a waiting file.
  const readerOfRows = async (request: Parameters<typeof authOf>[0], batchId: number) => {
    const auth = authOf(request);
    if (await team.holds(auth.user, await pageOf(auth, batchId))) return auth;
    if (
      (await team.holds(auth.user, APPROVE_PERMISSION)) &&
      (await batches.awaitsApproval(auth, batchId))
    )
      return auth;
    throw new AppError(ErrorCode.NO_PERMISSION);
  };

  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  app.post('/batch/template', { schema: { body: batchTemplateBody } }, async (request, reply) => {
    await gate(request, request.body.scope);
    return sendTemplate(reply, request.body.format, request.lang);
  });
  app.post('/batch/list', { schema: { body: batchListBody } }, async (request) => {
    const auth = await gate(request, request.body.scope);
    const { rows, total } = await batches.list(auth, request.body, request.lang);
    return paged(request, rows, total);
  });
  app.post(
    '/batch/detail/:batchId',
    {
      config: { duplicateGuard: false },
      schema: { params: batchIdParam, body: emptyBody },
    },
    async (request) =>
      success(
        request,
        await batches.detail(
          await gateFile(request, request.params.batchId),
          request.params.batchId,
          request.lang,
        ),
      ),
  );
  app.post(
    '/batch/rows/list',
    { config: { duplicateGuard: false }, schema: { body: batchRowsBody } },
    async (request) => {
      const auth = await readerOfRows(request, request.body.batchId);
      const { rows, total } = await batches.rows(auth, request.body, request.lang);
      return paged(request, rows, total);
    },
  );
  app.post('/batch/row/edit', { schema: { body: batchRowEditBody } }, async (request) =>
    success(
      request,
      await batches.editRow(
        await gateFile(request, request.body.batchId),
        request.body,
        request.lang,
      ),
    ),
  );
  app.post('/batch/row/delete', { schema: { body: batchRowDeleteBody } }, async (request) => {
    const { batchId, rowNo } = request.body;
    return success(
      request,
      await batches.deleteRow(await gateFile(request, batchId), batchId, rowNo, request.lang),
    );
  });
  app.post('/batch/submit', { schema: { body: batchSubmitBody } }, async (request) =>
    success(
      request,
      await batches.submit(
        await gateFile(request, request.body.batchId),
        request.body,
        request.lang,
      ),
    ),
  );
  app.post('/batch/cancel', { schema: { body: batchIdBody } }, async (request) =>
    success(
      request,
      await batches.cancel(
        await gateFile(request, request.body.batchId),
        request.body.batchId,
        request.lang,
      ),
    ),
  );
  app.post('/batch/retry', { schema: { body: batchIdBody } }, async (request) =>
    success(
      request,
      await batches.retry(await gateFile(request, request.body.batchId), request.body.batchId),
    ),
  );
  app.post(
    '/batch/export/:batchId',
    { schema: { params: batchIdParam, body: batchExportBody.nullish() } },
    async (request, reply) => {
      const auth = await gateFile(request, request.params.batchId);
      const { batchNo, rows } = await batches.results(auth, request.params.batchId, request.lang);
      return sendResults(reply, batchNo, rows, request.body?.format ?? 'csv', request.lang);
    },
  );
};
