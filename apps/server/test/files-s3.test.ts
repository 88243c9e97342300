import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, signV4 } from '../src/modules/files/sigv4.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';

const KEY_ID = 'TESTKEYID';
const SECRET = 'test-secret-key';
const REGION = 'af-south-1';

/** A tiny in-memory S3 that checks each request's SigV4 signature and payload hash. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const amzDate = String(req.headers['x-amz-date']);
    const now = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T` +
        `${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const extra: Record<string, string> = {};
    if (req.headers['content-type']) extra['content-type'] = String(req.headers['content-type']);
    const expected = signV4({
      method: req.method!,
      url,
      headers: extra,
      payloadHash: sha256Hex(body),
      region: REGION,
      service: 's3',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      now,
    });
    if (req.headers.authorization !== expected.authorization) {
      refused.push(`${req.method} ${url.pathname}`);
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else {
      const found = objects.get(url.pathname);
      if (!found) res.writeHead(404).end('NoSuchKey');
      else res.writeHead(200, { 'content-type': found.type }).end(found.body);
    }
  });
  return { server, objects, refused };
}

describe.each(engines)('S3-compatible file store on %s', (engine) => {
  let h: Harness;
  let s3: ReturnType<typeof fakeS3>;
  let server: Server;
  let token: string;

  beforeAll(async () => {
    s3 = fakeS3();
    server = s3.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    h = await startHarness(engine, {
      ...relaxedEnv,
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: REGION,
      S3_BUCKET: 'pesa-uploads',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    token = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores uploads in the bucket with signed requests and serves them back', async () => {
    const pdf = Buffer.from('%PDF-1.4\nhello bucket\n%%EOF\n');
    const boundary = 'pesaS3boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const { filePath } = uploaded.json().data as { filePath: string };
    expect(s3.objects.get(`/pesa-uploads/${filePath}`)).toMatchObject({
      body: pdf,
      type: 'application/pdf',
    });
    const url = await h.call<string>(
      `/user/getTempUrl?filePath=${encodeURIComponent(filePath)}`,
      undefined,
      { token, method: 'GET' },
    );
    const file = await h.app.server.inject({ method: 'GET', url: url.data });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(s3.refused).toEqual([]);
  });
});
