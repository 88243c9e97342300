import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  it('opens what it sealed, and nothing sealed under another key or altered', () => {
    const box = new SecretBox('a'.repeat(64));
    const sealed = box.seal('sk_live_secret');
    expect(sealed).not.toContain('sk_live_secret');
    expect(box.open(sealed)).toBe('sk_live_secret');
    expect(box.seal('sk_live_secret')).not.toBe(sealed);
    expect(() => new SecretBox('b'.repeat(64)).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow();
  });
});
