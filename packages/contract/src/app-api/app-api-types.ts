import type { z } from 'zod';
import type { JsonSchema } from '../open-api/open-api-schemas.ts';

/** What a call answers when it succeeds (a refusal is always the ErrorReply envelope). */
export type AppReply =
  /** `{code: 200, msg, data}` with `data` as given. */
  | { data: z.ZodType }
  /** A paged list, `{code: 200, msg, rows, total}`, each row as given. */
  | { rows: z.ZodType }
  /** A file download; `forbidden` describes its HTTP 403, when it has one. */
  | { file: { mediaType: string; description: string; forbidden?: string } }
  /** A server-sent event stream, described in words. */
  | { stream: string }
  /** A provider's callback, answered in the provider's own protocol. */
  | { provider: { description: string; schema: JsonSchema } };

/** One call in a catalogue file; its operationId and tag follow from its path. */
export interface AppOperationEntry {
  /** Only where the route gives none (the route's own summary wins). */
  summary?: string;
  reply: AppReply;
}

export interface AppOperation extends AppOperationEntry {
  id: string;
  tag: string;
}
