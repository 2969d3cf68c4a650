import { describe, expect, it } from 'vitest';
import type { MemberRow, SessionRow } from '../../../repositories';
import { createSessionCache } from '../createSessionCache';

const found = (memberId: number, sessionId: number) => ({
  member: { id: memberId } as MemberRow,
  session: { id: sessionId, memberId, lastSeenAt: new Date(0), endedAt: null } as SessionRow,
});

describe('createSessionCache', () => {
  it('keeps an entry until its TTL, then reads as a miss', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    cache.set(cache.ticket(), 'h1', found(1, 10), 0);
    expect(cache.get('h1', 999)?.session.id).toBe(10);
    expect(cache.get('h1', 1_000)).toBeUndefined();
  });

  it('forgets only the announced member, and tells its subscribers', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    const told: number[] = [];
    cache.subscribe((id) => told.push(id));
    cache.set(cache.ticket(), 'h1', found(1, 10), 0);
    cache.set(cache.ticket(), 'h1b', found(1, 11), 0);
    cache.set(cache.ticket(), 'h2', found(2, 20), 0);
    cache.forgetMember(1);
    expect([cache.get('h1', 1), cache.get('h1b', 1), cache.get('h2', 1)?.session.id]).toEqual([
      undefined,
      undefined,
      20,
    ]);
    expect(told).toEqual([1]);
  });

  it('keeps out a read that started before a change was announced (it may hold the ended session)', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    const ticket = cache.ticket();
    cache.forgetMember(1);
    cache.set(ticket, 'h1', found(1, 10), 0);
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.set(cache.ticket(), 'h1', found(1, 10), 0);
    expect(cache.get('h1', 1)?.session.id).toBe(10);
  });

  it('drops the oldest entry past its size, and freezes what it keeps', () => {
    const cache = createSessionCache({ ttlMs: 1_000, maxEntries: 2 });
    for (const [hash, id] of [
      ['h1', 1],
      ['h2', 2],
      ['h3', 3],
    ] as const)
      cache.set(cache.ticket(), hash, found(id, id), 0);
    expect([cache.get('h1', 1), cache.get('h2', 1)?.member.id, cache.get('h3', 1)?.member.id]).toEqual([
      undefined,
      2,
      3,
    ]);
    expect(Object.isFrozen(cache.get('h2', 1)?.member)).toBe(true);
    cache.touched('h2', new Date(5));
    expect(cache.get('h2', 1)?.session.lastSeenAt).toEqual(new Date(5));
  });
});
