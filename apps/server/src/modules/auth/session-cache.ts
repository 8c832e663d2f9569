import type { Database } from '../../platform/db.ts';
import { listen } from '../../platform/db-listen.ts';
import type { Logger } from '../../platform/logger.ts';

/** How long a session is remembered without a database read (a change to it is heard at once: see below). */
export const SESSION_CACHE_MS = 60_000;
/** Sessions remembered at most per instance (the least recently seen are forgotten first). */
const SESSION_CACHE_SIZE = 10_000;
/** The channel migration 0044's triggers NOTIFY: 'session:<id>' or 'member:<id>'. */
const SESSION_CHANGES_CHANNEL = 'auth_sessions';

export interface CachedSession<User> {
  user: User;
  sessionId: string;
  /** When to ask the database again: SESSION_CACHE_MS after it answered, or the session's own expiry if sooner. */
  until: number;
}

/**
 * Signed-in requests' sessions, remembered per session cookie (decision 048), so a request costs neither a database
 * read nor a check of the cookie's signature: the cookie must be exactly the one better-auth verified. Every change to
 * a session or its member ends the memory of it on every instance at once: a trigger NOTIFYs at commit (migration
 * 0044), each instance listens. The instance that ended a session through better-auth also forgets it before it
 * answers. Until the listening connection is up (and while it is lost) nothing is remembered.
 */
export class SessionCache<User extends { id: string }> {
  private readonly entries = new Map<string, CachedSession<User>>();
  private listening = false;
  /** How many changes were heard: a lookup that overlapped one is not remembered (findSession, session.ts). */
  changes = 0;

  get(cookie: string, now = Date.now()): CachedSession<User> | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (!this.listening || entry.until <= now) {
      this.entries.delete(cookie);
      return undefined;
    }
    // Least recently seen first out: a seen entry moves to the end.
    this.entries.delete(cookie);
    this.entries.set(cookie, entry);
    return entry;
  }

  remember(cookie: string, entry: CachedSession<User>): void {
    if (!this.listening) return;
    this.entries.delete(cookie);
    this.entries.set(cookie, entry);
    if (this.entries.size > SESSION_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A session or a member changed: 'session:<id>' or 'member:<id>'. */
  forget(change: string): void {
    this.changes++;
    const [kind, id] = change.split(':');
    for (const [cookie, entry] of this.entries) {
      if (kind === 'session' ? entry.sessionId === id : entry.user.id === id) this.entries.delete(cookie);
    }
  }

  /** Hears every change to sessions and members from now on, and remembers only while it does. */
  async listen(database: Database, logger?: Logger): Promise<() => Promise<void>> {
    const stop = await listen(database, SESSION_CHANGES_CHANNEL, (change) => this.forget(change), logger, {
      onLost: () => this.pause(),
      onListening: () => {
        this.listening = true;
      },
    });
    this.listening = true;
    return async () => {
      this.pause();
      await stop();
    };
  }

  private pause(): void {
    this.changes++;
    this.listening = false;
    this.entries.clear();
  }
}
