import type { FastifyInstance } from 'fastify';
import type { JobWorker } from './jobs/worker.ts';

/** How long requests in flight and running jobs get to finish once a stop is asked for. */
export const STOP_GRACE_MS = 20_000;

/**
 * On SIGTERM (a process manager, a container runtime) or SIGINT (Ctrl-C): first the worker
 * claims nothing new and finishes the jobs in hand, while the server still answers (a job may
 * deliver a callback through it, and a load balancer is still moving traffic away); then the
 * server stops accepting, lets the requests in flight finish, ends the live streams, closes the
 * database and exits 0 (app.ts's onClose hooks). No job is left leased to the stopped process;
 * what a request queued meanwhile waits, pending, for the next one. A stop that takes longer than the grace cuts the remaining connections and
 * exits 1; a second signal does that at once. Why a limit: a client that never finishes reading
 * must not keep a deploy waiting, and a money call's own transaction is atomic either way.
 */
export function stopGracefullyOn(
  signals: readonly NodeJS.Signals[],
  { server, worker }: { server: FastifyInstance; worker: Pick<JobWorker, 'stop'> },
  {
    graceMs = STOP_GRACE_MS,
    exit = (code: number): void => process.exit(code),
  }: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  let stopping = false;
  // Requests whose reply has not finished, counted at the socket level (hooks cannot be added
  // once the server listens): with none left, every connection still open is idle.
  let inFlight = 0;
  server.server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
  });
  const forceStop = (why: string) => {
    server.log.error(why);
    server.server.closeAllConnections();
    exit(1);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return forceStop(`${signal} again: stopping at once`);
    stopping = true;
    server.log.info({ signal }, 'stopping: no new requests, finishing those in flight');
    const limit = setTimeout(
      () => forceStop(`requests still open after ${graceMs} ms: stopping at once`),
      graceMs,
    );
    limit.unref();
    // A kept-alive connection that was busy when the close began becomes idle once its reply is
    // out, and then nothing would end it before its keep-alive timeout: swept while stopping, and
    // once no reply is unfinished, whatever connection is left (a client that opened one and never
    // asked) is closed too.
    const sweep = setInterval(() => {
      if (inFlight === 0) server.server.closeAllConnections();
      else server.server.closeIdleConnections();
    }, 100);
    sweep.unref();
    worker
      .stop()
      .then(() => {
        server.log.info('jobs in hand finished; closing the server');
        return server.close();
      })
      .then(
        () => {
          clearTimeout(limit);
          clearInterval(sweep);
          server.log.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(limit);
          clearInterval(sweep);
          server.log.error({ err: error }, 'stop failed');
          exit(1);
        },
      );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
