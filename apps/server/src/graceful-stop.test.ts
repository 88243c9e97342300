import { request, Agent } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { stopGracefullyOn } from './graceful-stop.ts';

/**
 * A request in flight on a kept-alive connection when the stop begins: its reply goes out whole,
 * and the connection, idle from then on, does not hold the stop until its keep-alive timeout.
 */
describe('stopGracefullyOn', () => {
  it('finishes a request in flight on a kept-alive connection, then exits 0 at once', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = Fastify({ keepAliveTimeout: 60_000 });
    server.post('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const exited = new Promise<number>((resolve) =>
      stopGracefullyOn(
        ['SIGUSR2'],
        { server, worker: { stop: async () => undefined } },
        {
          graceMs: 5_000,
          exit: resolve,
        },
      ),
    );
    const agent = new Agent({ keepAlive: true });
    const reply = new Promise<string>((resolve, reject) => {
      const req = request({ port, path: '/slow', method: 'POST', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    await inFlight;
    process.emit('SIGUSR2', 'SIGUSR2');
    release();
    expect(await reply).toBe('{"done":true}');
    // 0, not the 1 of a grace run out: the idle kept-alive connection did not hold the close.
    expect(await exited).toBe(0);
    agent.destroy();
    process.removeAllListeners('SIGUSR2');
  });
});
