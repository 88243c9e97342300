import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

type Counter = { current: number; ttl: number };
type Store = {
  incr(key: string, done: (e: Error | null, r?: Counter) => void, window: number): void;
  read(key: string, done: (e: Error | null, r?: Counter) => void, window: number): void;
};

const call = (store: Store, method: 'incr' | 'read', key: string) =>
  new Promise<Counter>((resolve, reject) =>
    store[method](key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
  );

describe('database rate-limit store', () => {
  let test: Awaited<ReturnType<typeof openTestDatabase>>;
  const clock = new ManualClock();
  let login: Store;
  let codes: Store;
  beforeAll(async () => {
    test = await openTestDatabase();
    const root = new (databaseRateLimitStore(test.db.kysely, clock))();
    login = root.child({ routeInfo: { method: 'POST', url: '/api/user/login' } });
    codes = root.child({ routeInfo: { method: 'POST', url: '/api/common/sendCode' } });
  });
  afterAll(() => test.close());

  it('counts hits per route and address within the window', async () => {
    expect(await call(login, 'incr', '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(10_000);
    expect(await call(login, 'incr', '10.0.0.1')).toEqual({ current: 2, ttl: 50_000 });
    expect(await call(login, 'read', '10.0.0.1')).toEqual({ current: 2, ttl: 50_000 });
    expect((await call(codes, 'incr', '10.0.0.1')).current).toBe(1);
    expect((await call(login, 'incr', '10.0.0.2')).current).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    clock.advance(50_000);
    expect(await call(login, 'read', '10.0.0.1')).toEqual({ current: 0, ttl: 0 });
    expect(await call(login, 'incr', '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });
});
