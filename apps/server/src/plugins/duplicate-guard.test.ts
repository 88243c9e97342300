import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { duplicateGuardPlugin } from './duplicate-guard.ts';

/** A bare app with the guard; each reply says whether the call got through (200) or 601. */
async function guarded() {
  const clock = new ManualClock(0);
  const app = Fastify();
  await app.register(duplicateGuardPlugin, { clock });
  app.post('/call', async () => ({ ok: true }));
  app.post('/orders/list', async () => ({ ok: true }));
  app.post('/orders/detail/:sn', async () => ({ ok: true }));
  app.setErrorHandler((error: { code?: number }, _request, reply) =>
    reply.send({ code: error.code }),
  );
  await app.ready();
  const at = async (ms: number, body: string, url = '/call') => {
    clock.advance(ms - clock.now().getTime());
    const reply = await app.inject({
      method: 'POST',
      url,
      payload: { body },
      headers: { authorization: 'Bearer same-session' },
    });
    return reply.json<{ ok?: boolean; code?: number }>().ok ? 200 : reply.json().code;
  };
  return { app, at };
}

describe('duplicate guard', () => {
  it('lets a list or a detail be read again at once: reads are not submissions', async () => {
    const { at } = await guarded();
    expect(await at(1000, 'page 1', '/orders/list')).toBe(200);
    expect(await at(1000, 'page 1', '/orders/list')).toBe(200);
    expect(await at(1000, 'x', '/orders/detail/S1')).toBe(200);
    expect(await at(1000, 'x', '/orders/detail/S1')).toBe(200);
    // A submission beside them is still guarded.
    expect(await at(1000, 'x')).toBe(200);
    expect(await at(1000, 'x')).toBe(601);
  });

  it('refuses a repeat within 300 ms across a change of generation, and accepts one after', async () => {
    const { app, at } = await guarded();
    expect(await at(1000, 'a')).toBe(200);
    expect(await at(1299, 'b')).toBe(200);
    // A new generation starts here; "a" and "b" move to the previous one.
    expect(await at(1300, 'c')).toBe(200);
    expect(await at(1301, 'b')).toBe(601);
    expect(await at(1301, 'a')).toBe(200);
    // One more generation: "b" (last seen at 1301) and "c" are still remembered.
    expect(await at(1600, 'c')).toBe(200);
    expect(await at(1601, 'b')).toBe(200);
    expect(await at(1602, 'b')).toBe(601);
    await app.close();
  });

  it('forgets everything after two quiet windows, and counts a refused repeat as the last call', async () => {
    const { app, at } = await guarded();
    expect(await at(1000, 'a')).toBe(200);
    expect(await at(1299, 'a')).toBe(601);
    expect(await at(1598, 'a')).toBe(601);
    expect(await at(1898, 'a')).toBe(200);
    expect(await at(2600, 'a')).toBe(200);
    await app.close();
  });
});
