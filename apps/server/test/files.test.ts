import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signV4 } from '../src/modules/files/sigv4.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addMember, addRole, memberToken } from './team-helpers.ts';

const LIMIT = 4096;
const png = (size = 64) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, 7),
  ]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  type?: string;
}

function multipartBody(parts: Part[]) {
  const boundary = `----pesa${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(engines)('file uploads and signed URLs on %s', (engine) => {
  let h: Harness;
  let a: { token: string; userId: number };
  let b: { token: string; userId: number };

  const userId = async (token: string) => {
    const info = await h.call<{ userId: number }>('/user/info', {}, { token });
    return info.data.userId;
  };

  const upload = async (
    token: string | undefined,
    parts: Part[],
    lang: 'en_US' | 'zh_CN' = 'en_US',
  ) => {
    const { body, contentType } = multipartBody(parts);
    const headers: Record<string, string> = {
      'content-type': contentType,
      'content-language': lang,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers,
      payload: body,
    });
    return response.json() as {
      code: number;
      msg: string;
      data: { filePath: string } & Array<{ field: string; message: string }>;
    };
  };
  const uploadFile = async (token: string, content: Buffer, filename = 'doc.bin') => {
    const reply = await upload(token, [{ name: 'file', content, filename }]);
    if (reply.code !== 200) throw new Error(`upload failed: ${reply.code} ${reply.msg}`);
    return reply.data.filePath;
  };
  const tempUrl = (token: string, filePath: string, lang: 'en_US' | 'zh_CN' = 'en_US') =>
    h.call<string>(`/user/getTempUrl?filePath=${encodeURIComponent(filePath)}`, undefined, {
      token,
      method: 'GET',
      lang,
    });
  const fetchSigned = (url: string, lang = 'en_US') =>
    h.app.server.inject({ method: 'GET', url, headers: { 'content-language': lang } });

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, UPLOAD_MAX_BYTES: String(LIMIT) });
    const ra = await registerByPhone(h);
    const rb = await registerByPhone(h);
    a = { token: ra.token, userId: await userId(ra.token) };
    b = { token: rb.token, userId: await userId(rb.token) };
  });
  afterAll(async () => {
    await h.close();
  });

  it('accepts JPEG, PNG, WebP and PDF by content and files them under the main account', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [jpeg, 'jpg', 'image/jpeg'],
      [png(), 'png', 'image/png'],
      [webp, 'webp', 'image/webp'],
      [pdf, 'pdf', 'application/pdf'],
    ];
    for (const [content, ext, mime] of cases) {
      // The name and declared type are ignored; the bytes decide.
      const filePath = await uploadFile(a.token, content, 'whatever.txt');
      expect(filePath).toMatch(new RegExp(`^${a.userId}/[0-9a-f]{32}\\.${ext}$`));
      const url = await tempUrl(a.token, filePath);
      expect(url.code).toBe(200);
      const file = await fetchSigned(url.data);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.rawPayload.equals(content)).toBe(true);
    }
  });

  it('refuses other types, whatever they are called, in the caller’s language', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const reply = await upload(a.token, [
      { name: 'file', content: html, filename: 'photo.png', type: 'image/png' },
    ]);
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toBe('Only JPEG, PNG, WebP or PDF files can be uploaded');
    expect(reply.data).toEqual([
      { field: 'file', message: 'Only JPEG, PNG, WebP or PDF files can be uploaded' },
    ]);
    const zh = await upload(
      a.token,
      [{ name: 'file', content: 'GIF89a....', filename: 'a.gif' }],
      'zh_CN',
    );
    expect(zh).toMatchObject({ code: -1008, msg: '仅支持上传 JPEG、PNG、WebP 或 PDF 文件' });
    const empty = await upload(a.token, [{ name: 'file', content: '', filename: 'a.png' }]);
    expect(empty.code).toBe(-1008);
  });

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    expect(
      (await upload(a.token, [{ name: 'file', content: png(LIMIT), filename: 'a.png' }])).code,
    ).toBe(200);
    const big = await upload(a.token, [
      { name: 'file', content: png(LIMIT + 1), filename: 'a.png' },
    ]);
    expect(big).toMatchObject({
      code: -1008,
      msg: 'The file is too large; please upload a smaller file',
      data: [{ field: 'file', message: 'The file is larger than the upload limit' }],
    });
    const zh = await upload(
      a.token,
      [{ name: 'file', content: png(LIMIT * 3), filename: 'a.png' }],
      'zh_CN',
    );
    expect(zh).toMatchObject({ code: -1008, msg: '文件过大，请上传更小的文件' });
  });

  it('needs a part named "file", a multipart body and a session', async () => {
    const wrongField = await upload(a.token, [
      { name: 'avatar', content: png(), filename: 'a.png' },
    ]);
    expect(wrongField).toMatchObject({ code: -1008, data: [{ field: 'file' }] });
    const onlyText = await upload(a.token, [{ name: 'file', content: 'plain field' }]);
    expect(onlyText.code).toBe(-1008);
    const json = await h.call('/common/upload', { file: 'abc' }, { token: a.token });
    expect(json.code).toBe(-1008);
    expect(
      (await upload(undefined, [{ name: 'file', content: png(), filename: 'a.png' }])).code,
    ).toBe(-1001);
  });

  it('signed URLs last five minutes by the injected clock and cannot be altered', async () => {
    const filePath = await uploadFile(a.token, png());
    const url = (await tempUrl(a.token, filePath)).data;
    expect(url).toMatch(/^\/api\/files\/signed\?path=.+&expires=\d+&sig=[\w-]{43}$/);
    const params = new URL(url, 'http://x').searchParams;
    const sig = params.get('sig')!;
    const expires = params.get('expires')!;
    expect(Number(expires) * 1000 - h.clock.now().getTime()).toBeLessThanOrEqual(300_000);

    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const other = await uploadFile(a.token, jpeg);
    const forged = [
      url.replace(`sig=${sig}`, `sig=${flipped}`),
      url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      url.replace(encodeURIComponent(filePath), encodeURIComponent(other)),
      url.replace(`&sig=${sig}`, ''),
      '/api/files/signed',
    ];
    for (const bad of forged) {
      const response = await fetchSigned(bad);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 403,
        msg: 'This file link is invalid or has expired',
      });
    }

    h.clock.advance(299_000);
    expect((await fetchSigned(url)).statusCode).toBe(200);
    h.clock.advance(1_000);
    const expired = await fetchSigned(url, 'zh_CN');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 403, msg: '文件链接无效或已过期' });
    // A fresh URL works again.
    expect((await fetchSigned((await tempUrl(a.token, filePath)).data)).statusCode).toBe(200);
  });

  it('never lets another account read a file, by URL or by path tricks', async () => {
    const filePath = await uploadFile(a.token, pdf);
    const foreign = await tempUrl(b.token, filePath, 'zh_CN');
    expect(foreign).toMatchObject({ code: -1007, msg: '数据不存在' });
    const tricks = [
      `${b.userId}/../${filePath}`,
      `../${filePath}`,
      `${a.userId}/../../file-url-secret`,
      '../file-url-secret',
      '/etc/passwd',
      `${filePath}/`,
      `./${filePath}`,
      filePath.toUpperCase(),
      `${b.userId}/%2e%2e/${filePath}`,
    ];
    for (const path of tricks) {
      expect((await tempUrl(b.token, path)).code).toBe(-1007);
      expect((await tempUrl(a.token, path)).code).toBe(-1007);
      const direct = await fetchSigned(
        `/api/files/signed?path=${encodeURIComponent(path)}&expires=9999999999&sig=${'A'.repeat(43)}`,
      );
      expect(direct.statusCode).toBe(403);
    }
    const missing = await tempUrl(a.token, `${a.userId}/${'0'.repeat(32)}.png`);
    expect(missing.code).toBe(-1007);
    const noSession = await h.call(`/user/getTempUrl?filePath=${filePath}`, undefined, {
      method: 'GET',
    });
    expect(noSession.code).toBe(-1001);
  });

  it('team members share their main account’s files; other accounts do not', async () => {
    const roleId = await addRole(h, a.token, ['Info']);
    const m = await addMember(h, a.token, roleId);
    const member = await memberToken(h, m.national, m.password);
    const fromMember = await uploadFile(member, png());
    expect(fromMember.startsWith(`${a.userId}/`)).toBe(true);
    expect((await tempUrl(a.token, fromMember)).code).toBe(200);
    const fromMain = await uploadFile(a.token, jpeg);
    expect((await tempUrl(member, fromMain)).code).toBe(200);
    expect((await tempUrl(b.token, fromMember)).code).toBe(-1007);
  });
});

describe('SigV4 for the S3-compatible store', () => {
  it('reproduces the GET Object example of the AWS documentation', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
