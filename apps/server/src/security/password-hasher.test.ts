import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.ts';

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
