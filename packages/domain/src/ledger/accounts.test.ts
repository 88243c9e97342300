import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  ACCOUNT_KEY_MAX_LENGTH,
  c2bAccountKey,
  channelSettlementKey,
  isAccountKey,
  isUserOwned,
  parseAccountKey,
  systemAccountKey,
  userAccountKey,
} from './accounts.ts';

describe('account keys', () => {
  it('are deterministic strings per owner, kind, currency and channel', () => {
    expect(userAccountKey(12, 'domestic', 404)).toBe('user:12:domestic:404');
    expect(userAccountKey(12, 'on_hold', 834)).toBe('user:12:on_hold:834');
    expect(userAccountKey(12, 'suspense', 404)).toBe('user:12:suspense:404');
    expect(c2bAccountKey(12, 2, 404)).toBe('user:12:c2b:2:404');
    expect(channelSettlementKey(2, 404)).toBe('channel:2:settlement:404');
    expect(systemAccountKey('fees', 404)).toBe('system:fees:404');
  });

  it('read back into owner, kind, currency and channel', () => {
    expect(parseAccountKey('user:12:cross_border:840')).toEqual({
      accountKey: 'user:12:cross_border:840',
      ownerUserId: 12,
      kind: 'cross_border',
      currencyId: 840,
      channel: null,
      sandbox: false,
    });
    expect(parseAccountKey('user:7:c2b:5:834')).toMatchObject({
      ownerUserId: 7,
      kind: 'c2b',
      channel: 5,
      currencyId: 834,
    });
    expect(parseAccountKey('channel:100:settlement:404')).toMatchObject({
      ownerUserId: 0,
      kind: 'settlement',
      channel: 100,
    });
    expect(parseAccountKey('system:fx_position:800')).toMatchObject({
      ownerUserId: 0,
      kind: 'fx_position',
      currencyId: 800,
      channel: null,
    });
  });

  it('refuse anything not in canonical form', () => {
    for (const bad of [
      '',
      'user:012:domestic:404',
      'user:0:domestic:404',
      'user:1:domestic:0',
      'user:1:wallet:404',
      'user:1:c2b:404',
      'user:1:domestic:404:',
      'channel:2:fees:404',
      'system:settlement:404',
      'system:fees:-404',
      ' system:fees:404',
      'user:9999999999999999:domestic:404',
    ]) {
      expect(isAccountKey(bad), bad).toBe(false);
      expect(() => parseAccountKey(bad)).toThrow(DomainError);
    }
    expect(() => userAccountKey(0, 'domestic', 404)).toThrow(DomainError);
    expect(() => userAccountKey(1.5, 'domestic', 404)).toThrow(DomainError);
    expect(() => systemAccountKey('fees', -1)).toThrow(DomainError);
  });

  it('read a key back the same every time, as a reading no caller can change, and refuse a bad key every time', () => {
    const first = parseAccountKey('user:31:domestic:404');
    const again = parseAccountKey('user:31:domestic:404');
    expect(again).toEqual(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(() => {
      (again as { ownerUserId: number }).ownerUserId = 32;
    }).toThrow(TypeError);
    expect(parseAccountKey('user:31:domestic:404').ownerUserId).toBe(31);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => parseAccountKey('user:0:domestic:404')).toThrow(DomainError);
    }
  });

  it('tell user-owned accounts from house accounts', () => {
    expect(isUserOwned('user:12:domestic:404')).toBe(true);
    expect(isUserOwned('user:12:on_hold:404')).toBe(true);
    expect(isUserOwned('user:12:c2b:2:404')).toBe(true);
    expect(isUserOwned('channel:2:settlement:404')).toBe(false);
    expect(isUserOwned('system:tax:404')).toBe(false);
  });

  it('round-trip and fit the column for every id', () => {
    const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(id, id, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (u, c, ch) => {
        for (const key of [
          userAccountKey(u, 'cross_border', c),
          c2bAccountKey(u, ch, c),
          channelSettlementKey(ch, c),
          systemAccountKey('tax', c),
        ]) {
          expect(key.length).toBeLessThanOrEqual(ACCOUNT_KEY_MAX_LENGTH);
          const account = parseAccountKey(key);
          expect(account.currencyId).toBe(c);
          expect(account.accountKey).toBe(key);
        }
        expect(parseAccountKey(c2bAccountKey(u, ch, c))).toMatchObject({
          ownerUserId: u,
          channel: ch,
        });
      }),
    );
  });
});
