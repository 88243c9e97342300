import type { UserRow } from '../../db/schema.ts';

/** A sign-in as an instance last read it (PostgreSQL), for a send to go on without reading it. */
export interface KeptSession {
  sessionId: number;
  /** The user row as read, and its digest there (session.repository.ts `keptSessionHolds`). */
  user: UserRow;
  userDigest: string;
  /** When the session was last seen active in the database, and when it ends regardless. */
  lastSeen: number;
  absoluteExpires: number;
}

/**
 * The sign-ins this instance read lately, by token hash, at most `max` (the oldest read goes
 * first). One is handed out only while nothing the instance would decide differently on a fresh
 * read can have changed without the database still showing it: within its absolute lifetime, and
 * within `freshMs` of its last activity, so it is neither idle-expired nor due for its activity to
 * be written (session.service.ts). Revocation and any change to the user row are the database's to
 * confirm, in the statement that uses it (plugins/kept-auth.ts).
 */
export class KeptSessions {
  private readonly byHash = new Map<string, KeptSession>();

  constructor(
    private readonly freshMs: number,
    private readonly max = 20_000,
  ) {}

  keep(tokenHash: string, session: KeptSession): void {
    this.byHash.delete(tokenHash);
    this.byHash.set(tokenHash, session);
    if (this.byHash.size > this.max) this.byHash.delete(this.byHash.keys().next().value!);
  }

  /** The kept sign-in, still fresh at `now`, with a copy of its user row; else null. */
  take(tokenHash: string, now: number): KeptSession | null {
    const kept = this.byHash.get(tokenHash);
    if (!kept) return null;
    if (now >= kept.absoluteExpires || now - kept.lastSeen >= this.freshMs) {
      this.byHash.delete(tokenHash);
      return null;
    }
    return { ...kept, user: { ...kept.user } };
  }

  forget(tokenHash: string): void {
    this.byHash.delete(tokenHash);
  }
}
