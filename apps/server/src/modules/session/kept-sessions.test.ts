import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { KeptSessions, type KeptSession } from './kept-sessions.ts';

const MINUTE = 60_000;
const user = (id: number) => ({ user_id: id, nick_name: `user ${id}` }) as unknown as UserRow;
const kept = (id: number, lastSeen: number, absoluteExpires = lastSeen + 24 * 60 * MINUTE) =>
  ({
    sessionId: id,
    user: user(id),
    userDigest: `digest ${id}`,
    lastSeen,
    absoluteExpires,
  }) satisfies KeptSession;

describe('KeptSessions', () => {
  it('hands a sign-in out while fresh, then forgets it', () => {
    const sessions = new KeptSessions(MINUTE);
    sessions.keep('a', kept(1, 1_000));
    expect(sessions.take('a', 1_000 + MINUTE - 1)?.sessionId).toBe(1);
    expect(sessions.take('a', 1_000 + MINUTE)).toBeNull();
    // Gone for good: a fresh read keeps it again.
    expect(sessions.take('a', 1_000)).toBeNull();
  });

  it('never hands out a sign-in past its absolute lifetime', () => {
    const sessions = new KeptSessions(MINUTE);
    sessions.keep('a', kept(1, 1_000, 1_500));
    expect(sessions.take('a', 1_499)?.sessionId).toBe(1);
    expect(sessions.take('a', 1_500)).toBeNull();
  });

  it('hands out a copy of the user row, so a request cannot change what the next one gets', () => {
    const sessions = new KeptSessions(MINUTE);
    sessions.keep('a', kept(1, 1_000));
    const first = sessions.take('a', 1_000)!;
    first.user.nick_name = 'changed';
    expect(sessions.take('a', 1_000)!.user.nick_name).toBe('user 1');
  });

  it('keeps at most its limit, dropping the sign-in read longest ago', () => {
    const sessions = new KeptSessions(MINUTE, 2);
    sessions.keep('a', kept(1, 1_000));
    sessions.keep('b', kept(2, 1_000));
    sessions.keep('a', kept(1, 1_000));
    sessions.keep('c', kept(3, 1_000));
    expect(sessions.take('b', 1_000)).toBeNull();
    expect(sessions.take('a', 1_000)?.sessionId).toBe(1);
    expect(sessions.take('c', 1_000)?.sessionId).toBe(3);
  });

  it('forgets a sign-in signed out through this instance', () => {
    const sessions = new KeptSessions(MINUTE);
    sessions.keep('a', kept(1, 1_000));
    sessions.forget('a');
    expect(sessions.take('a', 1_000)).toBeNull();
  });
});
