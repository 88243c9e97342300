import type { FastifyPluginAsync } from 'fastify';
import { callbackDoc } from '../../plugins/callback-docs.ts';
import type { ChannelSimulator } from '../../channels/channel-simulator.ts';
import type { ChannelResultsService } from './channel-results.service.ts';

/**
 * Callback endpoints of the rails. They read the raw body (signatures are over the exact bytes),
 * answer 200 once a result is recorded, and 401 when a signature does not verify.
 */
export const channelCallbackRoutes: FastifyPluginAsync<{
  simulator: ChannelSimulator;
  results: ChannelResultsService;
  /** Whether the simulator may settle this order: outside the staging setting, sandbox only. */
  accepts: (reference: string) => Promise<boolean>;
}> = async (app, { simulator, results, accepts }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/channels/simulator/callback',
    {
      config: { public: true, duplicateGuard: false },
      schema: callbackDoc(
        'Payment channel simulator result',
        'Posted by the built-in channel simulator, with x-sim-timestamp, and x-sim-signature, the hex HMAC-SHA256 of timestamp.body with CHANNEL_CALLBACK_SECRET. Applied once per event; answered 200 once on record, 401 on a bad signature, 403 for a live order while the simulator serves the sandbox only (RAILS_SIMULATOR), 500 to have it delivered again.',
      ),
    },
    async (request, reply) => {
      const raw = String(request.body ?? '');
      const result = simulator.parseCallback(request.headers, raw);
      if (!result)
        return reply.status(401).send({ code: 401, msg: 'invalid signature', data: null });
      if (!(await accepts(result.reference))) {
        // Signed with the installation's secret, yet for live money no simulator may move.
        request.log.warn({ reference: result.reference }, 'simulated result for a live order');
        return reply
          .status(403)
          .send({ code: 403, msg: 'simulated results apply to sandbox orders only', data: null });
      }
      try {
        const outcome = await results.apply(result, 'simulator', raw);
        request.log.info({ reference: result.reference, outcome }, 'channel result');
        return { code: 200, msg: 'Success', data: { outcome } };
      } catch (error) {
        // Anything but a recorded result makes the rail deliver again later.
        request.log.error(
          { err: error, reference: result.reference },
          'channel result not applied',
        );
        return reply.status(500).send({ code: 500, msg: 'retry later', data: null });
      }
    },
  );
};
