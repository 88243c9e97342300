import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';
import { FundPasswordService, triesLeft } from './fund-password.service.ts';

const RIGHT = '246810';

/** An in-memory user and attempt counter; the hasher counts its (slow) checks. */
function setup() {
  const clock = new ManualClock();
  const user = {
    user_id: 7,
    fund_password_hash: 'hash-of-246810',
    fund_locked_until: null,
    fund_failed_attempts: 0,
  } as unknown as UserRow & { fund_failed_attempts: number };
  const slowChecks: string[] = [];
  const hasher = {
    verify: async (password: string, hash: string) => {
      slowChecks.push(password);
      return hash === `hash-of-${password}`;
    },
  } as unknown as PasswordHasher;
  const users = {
    findById: async () => ({ ...user }),
    repo: {
      lockoutCounter: () => ({
        reserve: async (max: number) => {
          if (user.fund_failed_attempts >= max) return false;
          user.fund_failed_attempts += 1;
          return true;
        },
        lockIfExhausted: async (max: number, until: string) => {
          if (user.fund_failed_attempts < max) return false;
          user.fund_locked_until = until;
          user.fund_failed_attempts = 0;
          return true;
        },
        clear: async () => {
          user.fund_failed_attempts = 0;
          user.fund_locked_until = null;
        },
      }),
    },
  } as unknown as UsersService;
  return { service: new FundPasswordService(users, hasher, clock), user, slowChecks, clock };
}

describe('FundPasswordService', () => {
  it('remembers a passed password, so the next payment skips the slow check', async () => {
    const { service, user, slowChecks } = setup();
    await service.verify(user, RIGHT);
    await service.verify({ ...user }, RIGHT);
    expect(slowChecks).toEqual([RIGHT]);
  });

  it('forgets the remembered password after a wrong one', async () => {
    const { service, user, slowChecks } = setup();
    await service.verify(user, RIGHT);
    await expect(service.verify(user, '000000')).rejects.toMatchObject({ code: -1023 });
    await service.verify({ ...user }, RIGHT);
    expect(slowChecks).toEqual([RIGHT, '000000', RIGHT]);
  });

  it('lets no remembered password past a lock, even with a stale user row', async () => {
    const { service, user, clock } = setup();
    const stale = { ...user };
    await service.verify(user, RIGHT);
    for (let i = 0; i < 5; i++)
      await expect(service.verify(stale, '000000')).rejects.toMatchObject({ code: -1023 });
    expect(user.fund_locked_until).not.toBeNull();
    await expect(service.verify(stale, RIGHT)).rejects.toMatchObject({ code: -1023 });
    clock.advance(30 * 60_000);
    await expect(service.verify({ ...user }, RIGHT)).resolves.toBeUndefined();
  });

  it('does not take a remembered password once the password has changed', async () => {
    const { service, user, slowChecks } = setup();
    await service.verify(user, RIGHT);
    user.fund_password_hash = 'hash-of-135790';
    await expect(service.verify({ ...user }, RIGHT)).rejects.toMatchObject({ code: -1023 });
    await expect(service.verify({ ...user }, '135790')).resolves.toBeUndefined();
    expect(slowChecks).toEqual([RIGHT, RIGHT, '135790']);
  });

  it('says how many tries are left after each wrong password, then that payments are locked', async () => {
    const { service, user } = setup();
    const replies: Array<{ key?: string; left?: string; data?: unknown }> = [];
    for (let i = 0; i < 5; i++) {
      const error = await service.verify({ ...user }, '000000').catch((e: unknown) => e);
      const { options } = error as {
        options: { messageKey?: string; params?: { left?: string }; data?: unknown };
      };
      replies.push({ key: options.messageKey, left: options.params?.left, data: options.data });
    }
    expect(replies).toEqual([
      { key: 'fundPasswordTriesLeft', left: '4', data: { triesLeft: 4 } },
      { key: 'fundPasswordTriesLeft', left: '3', data: { triesLeft: 3 } },
      { key: 'fundPasswordTriesLeft', left: '2', data: { triesLeft: 2 } },
      { key: 'fundPasswordOneTryLeft', left: '1', data: { triesLeft: 1 } },
      { key: 'fundPasswordLocked', left: undefined, data: { triesLeft: 0 } },
    ]);
  });

  it('starts the count again after a right password', async () => {
    const { service, user } = setup();
    await expect(service.verify({ ...user }, '000000')).rejects.toMatchObject({
      options: { data: { triesLeft: 4 } },
    });
    await service.verify({ ...user }, RIGHT);
    await expect(service.verify({ ...user }, '111111')).rejects.toMatchObject({
      options: { data: { triesLeft: 4 } },
    });
  });
});

describe('triesLeft', () => {
  it('counts down from five and never says none (the last wrong try locks instead)', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(triesLeft)).toEqual([5, 4, 3, 2, 1, 1, 1]);
    expect(triesLeft(undefined)).toBe(1);
  });
});
