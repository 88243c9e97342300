/** One block of a live stream: an event (`id:` and its JSON) or a heartbeat comment. */
export type StreamBlock =
  | { kind: 'event'; id: number; type: string; data: Record<string, unknown> }
  | { kind: 'comment'; text: string };

/** An open GET /api/events stream, read block by block as the browser's client reads it. */
export async function openLiveStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}/api/events`, {
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextBlock = async (): Promise<StreamBlock | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (text.startsWith(':')) return { kind: 'comment', text: text.slice(1).trim() };
        const id = /^id: (\d+)$/m.exec(text);
        const data = /^data: (.*)$/m.exec(text);
        if (!id || !data) continue; // retry: and the like
        const message = JSON.parse(data[1]!) as { type: string; data: Record<string, unknown> };
        return { kind: 'event', id: Number(id[1]), type: message.type, data: message.data };
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
  return {
    response,
    nextBlock,
    /** The next event, skipping heartbeats; null once the server has ended the stream. */
    async next() {
      for (;;) {
        const block = await nextBlock();
        if (!block || block.kind === 'event') return block;
      }
    },
    cancel: () => reader.cancel(),
  };
}
