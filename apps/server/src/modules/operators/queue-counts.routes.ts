import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';

/** Counts one queue: the `total` of its existing /ops list call, asked for a page of one. */
export type QueueCounter = () => Promise<number>;

/** Every queue's count, by name. */
export async function countQueues(
  counters: Record<string, QueueCounter>,
): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(counters).map(async ([name, count]) => [name, await count()] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * /ops/queue/counts: how many items wait in each queue, for the console's menu. Every count
 * comes from the same service as the queue's own list call, so a badge and its list agree.
 */
export const queueCountsRoutes: FastifyPluginAsyncZod<{
  counters: Record<string, QueueCounter>;
}> = async (app, { counters }) => {
  app.post(
    '/ops/queue/counts',
    { config: { public: true }, schema: { body: emptyBody } },
    async (request) => success(request, await countQueues(counters)),
  );
};
