import type { Harness } from './harness.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(56, 7),
]);

/** Uploads a small PNG as `token`'s account and returns its stored path. */
export function uploadPng(h: Harness, token: string): Promise<string> {
  return uploadBytes(h, token, png);
}

/** Uploads `content` (its type is read from the bytes) and returns the stored path. */
export async function uploadBytes(h: Harness, token: string, content: Buffer): Promise<string> {
  const boundary = `----pesa${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  h.tick();
  const response = await h.app.server.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload: body,
  });
  const reply = response.json() as { code: number; data: { filePath: string } };
  if (reply.code !== 200) throw new Error(`upload failed: ${reply.code}`);
  return reply.data.filePath;
}

/** Signs in an operator all the way (password and second factor) and returns the token. */
export { operatorToken } from './operator-helpers.ts';

/** The texts sent to a phone or email, newest first. */
export async function outboxTexts(h: Harness, to: string): Promise<string[]> {
  const reply = await h.call<Array<{ text: string }>>(
    `/dev/outbox?to=${encodeURIComponent(to)}`,
    undefined,
    { method: 'GET' },
  );
  return reply.data.map((m) => m.text);
}

export type Fields = Array<{ field: string; message: string }>;
