import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { UsersService } from '../users/users.service.ts';
import { FundPasswordService } from './fund-password.service.ts';

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
});
