import { z } from 'zod';

/**
 * What the live stream (GET /events) tells a signed-in browser of. `order`: an order's status
 * changed (its balance with it); `balance`: a wallet moved without an order of the account's own
 * changing (a conversion, an agent's cash deposit); `batch`: a bulk file's rows or state;
 * `notification`: a new notification of the user's own.
 */
export const LIVE_EVENT_TYPES = ['order', 'balance', 'batch', 'notification'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** GET /events: the stream resumes after the last event the browser saw (SSE `Last-Event-ID`). */
export const liveEventsHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, { message: 'invalid' })
    .optional(),
});
