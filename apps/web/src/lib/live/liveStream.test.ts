import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followInterval,
  liveConnected,
  onLiveEvent,
  openLiveStream,
  POLL_MS,
  SAFETY_POLL_MS,
} from './liveStream.ts';

/** A stream reply that sends `text` and then ends (a dropped connection). */
function streamReply(text: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

describe('the live stream client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands events to their subscribers and resumes after a drop from the last id', async () => {
    const calls: Array<Record<string, string>> = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      return calls.length === 1
        ? streamReply('retry: 3000\n\nid: 7\ndata: {"id":7,"type":"order","data":{"sn":"S1"}}\n\n')
        : new Response(new ReadableStream(), {
            headers: { 'content-type': 'text/event-stream' },
          });
    });
    vi.stubGlobal('fetch', fetchMock);
    const orders: unknown[] = [];
    const stopListening = onLiveEvent('order', (message) => orders.push(message.data));
    const ignored = vi.fn();
    const stopOther = onLiveEvent('batch', ignored);
    const close = openLiveStream('token-1');

    await vi.waitFor(() => expect(orders).toEqual([{ sn: 'S1' }]));
    expect(ignored).not.toHaveBeenCalled();
    expect(calls[0]).toEqual({ authorization: 'Bearer token-1' });
    // The first stream ended: the client tries again, saying where it stopped.
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 3_000 });
    expect(calls[1]).toEqual({ authorization: 'Bearer token-1', 'last-event-id': '7' });
    await vi.waitFor(() => expect(liveConnected()).toBe(true));
    // Open, a followed order is still read now and then, in case an event is held up.
    expect(followInterval()).toBe(SAFETY_POLL_MS);

    close();
    expect(liveConnected()).toBe(false);
    expect(followInterval()).toBe(POLL_MS);
    stopListening();
    stopOther();
  });

  it('stays disconnected (so screens poll) when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: -1001, msg: 'Not logged in' })),
    );
    const close = openLiveStream('expired');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(liveConnected()).toBe(false);
    close();
  });
});
