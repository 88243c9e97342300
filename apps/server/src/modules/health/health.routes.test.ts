import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.ts';
import { envelopePlugin } from '../../plugins/envelope.ts';
import { freePort } from '../../../test/server-process.ts';
import { healthRoutes } from './health.routes.ts';

async function healthOf(db: Db, lang = 'en_US') {
  const app = Fastify();
  await app.register(envelopePlugin);
  await app.register(healthRoutes, { db });
  const reply = await app.inject({
    method: 'GET',
    url: '/health',
    headers: { 'content-language': lang },
  });
  await app.close();
  return { status: reply.statusCode, body: reply.json<{ code: number; msg: string }>() };
}

describe('GET /api/health', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-health-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers 200 while the database answers', async () => {
    const db = openDatabase({ dataDir });
    const { status, body } = await healthOf(db);
    await db.close();
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, data: { database: 'reachable' } });
  });

  it('answers 503, in the caller language, when the database cannot be reached', async () => {
    // A port nothing listens on: every connection is refused.
    const db = openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      dataDir,
    });
    const en = await healthOf(db);
    const zh = await healthOf(db, 'zh_CN');
    await db.close();
    expect(en.status).toBe(503);
    expect(en.body).toMatchObject({ code: 503, msg: expect.stringContaining('database') });
    expect(zh.body.msg).toContain('数据库');
  });
});
