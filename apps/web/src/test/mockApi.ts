import { vi } from 'vitest';

/** A call as the fake server received it. */
export interface ReceivedCall {
  /** The path under /api, without the query string (e.g. '/user/info'). */
  url: string;
  /** The whole address, with a GET's parameters. */
  href: string;
  /** A GET's parameters as the query string carries them. */
  params: Record<string, string>;
  method: string;
  /** The body as sent: JSON text, or form-encoded text for downloads. */
  data: string | undefined;
  /** The multipart body of an upload. */
  formData: FormData | undefined;
  headers: Headers;
}

export type Reply = { status?: number; data: unknown; headers?: Record<string, string> };
export type Handler = (call: ReceivedCall) => Reply | Promise<Reply>;

/** Every request the fake server received, in order. */
export const received: ReceivedCall[] = [];

/** jsdom's Blob is not the one fetch's Response reads; its text is. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function toResponse(reply: Reply): Promise<Response> {
  const status = reply.status ?? 200;
  const headers = new Headers(reply.headers ?? {});
  if (reply.data instanceof Blob) {
    headers.set('content-type', reply.data.type);
    return new Response(await blobText(reply.data), { status, headers });
  }
  if (typeof reply.data === 'string') return new Response(reply.data, { status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(reply.data), { status, headers });
}

/**
 * The server lists a country's channel types (`/common/queryChannelType/{id}`) as the user info
 * does; a test that does not fake the call gets the list its `/user/info` reply carried, so only
 * tests about that call need to give it.
 */
function defaultReply(call: ReceivedCall): Reply {
  if (call.url.startsWith('/common/queryChannelType/') && lastUserInfo) {
    const body = lastUserInfo.data as { data?: { channelTypeList?: unknown } } | null;
    return ok(body?.data?.channelTypeList ?? []);
  }
  return { status: 404, data: 'not found' };
}

/** The last `/user/info` reply served, read by the default channel-type reply. */
let lastUserInfo: Reply | null = null;

/**
 * Replaces the network with in-memory handlers keyed by path (e.g. '/user/info'), so tests run
 * the real client (headers, guards, reply handling) without a server. Unknown paths answer
 * HTTP 404. A call aborted by its caller rejects as fetch does.
 */
export function mockApi(handlers: Record<string, Handler>): void {
  received.length = 0;
  lastUserInfo = null;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const href = String(input);
    const call: ReceivedCall = {
      url: href.replace(/^\/api/, '').split('?')[0] ?? '',
      href,
      params: Object.fromEntries(new URLSearchParams(href.split('?')[1] ?? '')),
      method: init.method ?? 'GET',
      data: typeof init.body === 'string' ? init.body : undefined,
      formData: init.body instanceof FormData ? init.body : undefined,
      headers: new Headers(init.headers),
    };
    received.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = handlers[call.url];
    const reply = handler ? await handler(call) : defaultReply(call);
    if (call.url === '/user/info') lastUserInfo = reply;
    return toResponse(reply);
  });
}

export const ok = (data: unknown): Reply => ({ data: { code: 200, msg: 'Success', data } });
/** A paged list reply holding all of `rows`. */
export const pageOf = (rows: unknown[]): Reply => ({
  data: { code: 200, msg: 'Success', rows, total: rows.length },
});
export const fail = (code: number, msg: string): Reply => ({ data: { code, msg, data: null } });
