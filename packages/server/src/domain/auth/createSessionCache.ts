import type { MemberRow, SessionRow } from '../../repositories';

export interface CachedSession {
  session: Readonly<SessionRow>;
  member: Readonly<MemberRow>;
}

export interface SessionCache {
  /** The live session kept for this token hash, if younger than the TTL. */
  get(tokenHash: string, now: number): CachedSession | undefined;
  /**
   * Taken before reading a session from the database: `set` with it keeps nothing if any entry was forgotten
   * meanwhile, so a read that raced a logout cannot put the ended session back.
   */
  ticket(): number;
  set(ticket: number, tokenHash: string, found: CachedSession, now: number): void;
  /** The session's stamp moved (the server touched it). */
  touched(tokenHash: string, lastSeenAt: Date): void;
  /** Drops every entry of the member (a change announced on `kbet_session`, or made by this process). */
  forgetMember(memberId: number): void;
  /** Drops everything (the listening connection was re-established: announcements may have been missed). */
  clear(): void;
  /** Called with the member id after each forgetMember (tests await an announcement with it). */
  subscribe(listener: (memberId: number) => void): () => void;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without an announcement: the safety net for a lost one. */
  ttlMs: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
}

interface Entry extends CachedSession {
  until: number;
}

/**
 * The sessions a process has seen, by token hash, with their member row: a request's authentication without a
 * database read. Entries are frozen (a route cannot change what the next request sees), expire after `ttlMs`,
 * and are forgotten per member when a change is announced.
 * @example const cache = createSessionCache({ ttlMs: 5_000 }); cache.get(hash, Date.now());
 */
export function createSessionCache({ ttlMs, maxEntries = 10_000 }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  const hashesByMember = new Map<number, Set<string>>();
  const listeners = new Set<(memberId: number) => void>();
  let generation = 0;

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = hashesByMember.get(entry.member.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesByMember.delete(entry.member.id);
  };

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now) return entry;
      drop(tokenHash);
      return undefined;
    },
    ticket: () => generation,
    set(ticket, tokenHash, found, now) {
      if (ticket !== generation || ttlMs <= 0) return;
      drop(tokenHash);
      // Map order is insertion order: the first key is the oldest entry.
      const oldest = entries.size >= maxEntries ? entries.keys().next().value : undefined;
      if (oldest !== undefined) drop(oldest);
      entries.set(tokenHash, {
        session: Object.freeze({ ...found.session }),
        member: Object.freeze({ ...found.member }),
        until: now + ttlMs,
      });
      const hashes = hashesByMember.get(found.member.id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesByMember.set(found.member.id, hashes);
    },
    touched(tokenHash, lastSeenAt) {
      const entry = entries.get(tokenHash);
      if (entry) entry.session = Object.freeze({ ...entry.session, lastSeenAt });
    },
    forgetMember(memberId) {
      generation += 1;
      for (const tokenHash of hashesByMember.get(memberId) ?? []) drop(tokenHash);
      for (const listener of listeners) listener(memberId);
    },
    clear() {
      generation += 1;
      entries.clear();
      hashesByMember.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
