/**
 * The signed-in browser's one live stream (GET /api/events, docs/web-app.md "Live status"). It is
 * read with fetch and the Authorization header, never EventSource, so the token stays out of the
 * URL. It reconnects with backoff, sending the last id it saw, so nothing is missed after a drop.
 * While it is not connected, screens fall back to polling (`liveConnected()`).
 */
export interface LiveMessage {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

type Handler = (message: LiveMessage) => void;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<(connected: boolean) => void>();
let connected = false;

/** True while the stream is open: polling then slows to the safety net. */
export function liveConnected(): boolean {
  return connected;
}

/** How often a screen following something unfinished reads it while the stream is down. */
export const POLL_MS = 2_000;
/**
 * How often it reads it while the stream is open. Events are a nudge, not a guarantee: one can
 * be held up on its way (a proxy buffering the stream, a connection dead without an error), and
 * a result screen must not wait on it forever.
 */
export const SAFETY_POLL_MS = 20_000;

/** The refetch interval of a query following something unfinished (docs/web-app.md). */
export function followInterval(): number {
  return connected ? SAFETY_POLL_MS : POLL_MS;
}

export function onLiveStatus(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Calls `handler` for every event of `type`; the returned function stops it. */
export function onLiveEvent(type: string, handler: Handler): () => void {
  const set = handlers.get(type) ?? new Set();
  set.add(handler);
  handlers.set(type, set);
  return () => set.delete(handler);
}

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener(value);
}

/** Splits the stream's text into SSE blocks and hands each event on; returns the unread rest. */
function dispatchBlocks(buffer: string, onId: (id: number) => void): string {
  let end = buffer.indexOf('\n\n');
  while (end >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const id = /^id: (\d+)$/m.exec(block);
    const data = /^data: (.*)$/m.exec(block);
    if (id && data) {
      onId(Number(id[1]));
      const message = JSON.parse(data[1]!) as LiveMessage;
      for (const handler of handlers.get(message.type) ?? []) handler(message);
    }
    end = buffer.indexOf('\n\n');
  }
  return buffer;
}

/** Opens the stream for `token` until the returned function is called (sign-out, new token). */
export function openLiveStream(token: string): () => void {
  const abort = new AbortController();
  let lastId: string | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    try {
      const response = await fetch('/api/events', {
        headers: {
          authorization: `Bearer ${token}`,
          ...(lastId !== null && { 'last-event-id': lastId }),
        },
        signal: abort.signal,
      });
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
      // A refusal (a JSON envelope: the session ended) is tried again with backoff until the
      // sign-out that follows it closes the stream.
      if (!response.ok || !isStream || !response.body) return void response.body?.cancel();
      setConnected(true);
      retryMs = FIRST_RETRY_MS;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer = dispatchBlocks(buffer + chunk.value, (id) => (lastId = String(id)));
      }
    } catch {
      // A dropped connection or a proxy in the way: polling covers it until the next try.
    }
    setConnected(false);
    if (abort.signal.aborted) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };
  void connect();
  return () => {
    abort.abort();
    clearTimeout(timer);
    setConnected(false);
  };
}
