import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.ts';
import {
  CUSTOMER_HASH_SLOTS,
  createPasswordHashers,
  OPERATOR_HASH_SLOTS,
} from './password-hashers.ts';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(12);

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('Secret123');
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await hasher.verify('Secret123', hash)).toBe(true);
    expect(await hasher.verify('Secret124', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Secret123')).not.toBe(await hasher.hash('Secret123'));
  });

  it('uses OWASP strength by default without hitting the maxmem limit', async () => {
    const strong = new PasswordHasher(17);
    const hash = await strong.hash('Secret123');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await strong.verify('Secret123', hash)).toBe(true);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('x', 'bcrypt$whatever')).toBe(false);
  });
});

describe('separate hashing queues for customers and operators', () => {
  type Scrypt = (
    password: string,
    salt: Buffer,
    N: number,
    r: number,
    p: number,
  ) => Promise<Buffer>;
  /** Holds every key derivation of `hasher` until `open()`, counting the ones that started. */
  function gate(hasher: PasswordHasher) {
    const held = hasher as unknown as { scrypt: Scrypt };
    const real = held.scrypt.bind(hasher);
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const state = { started: 0, open };
    held.scrypt = async (...args) => {
      state.started++;
      await opened;
      return real(...args);
    };
    return state;
  }
  /** Lets every pending promise callback run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('together stay below the thread pool size, leaving a thread for file and network work', () => {
    expect(CUSTOMER_HASH_SLOTS + OPERATOR_HASH_SLOTS).toBeLessThan(4);
    expect(OPERATOR_HASH_SLOTS).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['operators', 'customers', OPERATOR_HASH_SLOTS],
    ['customers', 'operators', CUSTOMER_HASH_SLOTS],
  ] as const)('a flood on the %s queue leaves the %s queue free', async (flooded, other, slots) => {
    const hashers = createPasswordHashers(10);
    const held = gate(hashers[flooded]);
    const flood = Array.from({ length: slots + 3 }, (_, i) =>
      hashers[flooded].verifyNothing(`guess-${i}`),
    );
    await settle();
    // Every slot of the flooded queue is taken and the rest of the flood waits in line.
    expect(held.started).toBe(slots);

    const hash = await hashers[other].hash('Secret123');
    expect(await hashers[other].verify('Secret123', hash)).toBe(true);
    // The other queue finished its work while the flooded one had not moved.
    expect(held.started).toBe(slots);

    held.open();
    expect(await Promise.all(flood)).toEqual(flood.map(() => false));
    expect(held.started).toBe(slots + 3);
  });
});

describe('PasswordHasher.verifyNothing', () => {
  it('does the full key derivation of a check and always refuses', async () => {
    const hasher = new PasswordHasher(10, 1);
    const held = hasher as unknown as { scrypt: (...args: unknown[]) => Promise<Buffer> };
    const real = held.scrypt.bind(hasher);
    const costs: number[] = [];
    held.scrypt = (...args) => {
      costs.push(args[2] as number);
      return real(...args);
    };
    expect(await hasher.verifyNothing('Secret123')).toBe(false);
    expect(costs).toEqual([1024]);
    expect(hasher.dummyHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Made once: the same dummy every time, and a different one per hasher.
    expect(hasher.dummyHash).toBe(hasher.dummyHash);
    expect(new PasswordHasher(10).dummyHash).not.toBe(hasher.dummyHash);
  });
});
