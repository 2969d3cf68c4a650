import type { Db } from '../db/createSql';
import type { MemberRow } from './membersRepository';

export type SessionEndReason =
  | 'logout'
  | 'other_device'
  | 'idle'
  | 'withdrawn'
  | 'excluded'
  | 'password_changed'
  | 'staff';

export interface SessionRow {
  id: number;
  tokenHash: string;
  memberId: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
}

interface SessionColumns {
  sId: number;
  sTokenHash: string;
  sIp: string | null;
  sUserAgent: string | null;
  sCreatedAt: Date;
  sLastSeenAt: Date;
  sEndedAt: Date | null;
  sEndReason: SessionEndReason | null;
}

/**
 * Server-side sessions. Every function takes an optional transaction (default: the pool).
 * @example await repos.sessions.endAllForMember(memberId, 'excluded', clock.now(), tx);
 */
export const createSessionsRepository = (sql: Db) => ({
  /** Of the given sessions, those ended or idle since before `cutoff`, with why they ended (null: idle). */
  async endedOrIdle(
    ids: readonly number[],
    cutoff: Date,
    db: Db = sql,
  ): Promise<{ id: number; endReason: SessionEndReason | null }[]> {
    return db<{ id: number; endReason: SessionEndReason | null }[]>`
      SELECT id, end_reason FROM sessions
      WHERE id = ANY(${ids}::bigint[])
        AND (ended_at IS NOT NULL OR last_seen_at < ${cutoff})`;
  },

  async create(
    session: Pick<SessionRow, 'tokenHash' | 'memberId' | 'ip' | 'userAgent'> & { now: Date },
    db: Db = sql,
  ): Promise<SessionRow> {
    const [row] = await db<SessionRow[]>`
      INSERT INTO sessions (token_hash, member_id, ip, user_agent, created_at, last_seen_at)
      VALUES (${session.tokenHash}, ${session.memberId}, ${session.ip}, ${session.userAgent}, ${session.now}, ${session.now})
      RETURNING *`;
    return row!;
  },

  async findByTokenHash(tokenHash: string, db: Db = sql): Promise<SessionRow | undefined> {
    const [row] = await db<SessionRow[]>`SELECT * FROM sessions WHERE token_hash = ${tokenHash}`;
    return row;
  },

  /** The session and its member in one round trip (the per-request lookup). */
  async findWithMember(
    tokenHash: string,
    db: Db = sql,
  ): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
    const [row] = await db<(MemberRow & SessionColumns)[]>`
      SELECT m.*, s.id AS s_id, s.token_hash AS s_token_hash, s.ip AS s_ip, s.user_agent AS s_user_agent,
             s.created_at AS s_created_at, s.last_seen_at AS s_last_seen_at,
             s.ended_at AS s_ended_at, s.end_reason AS s_end_reason
      FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = ${tokenHash}`;
    if (!row) return undefined;
    const { sId, sTokenHash, sIp, sUserAgent, sCreatedAt, sLastSeenAt, sEndedAt, sEndReason, ...member } =
      row;
    return {
      member,
      session: {
        id: sId,
        tokenHash: sTokenHash,
        memberId: member.id,
        ip: sIp,
        userAgent: sUserAgent,
        createdAt: sCreatedAt,
        lastSeenAt: sLastSeenAt,
        endedAt: sEndedAt,
        endReason: sEndReason,
      },
    };
  },

  async touch(id: number, now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE sessions SET last_seen_at = ${now} WHERE id = ${id} AND ended_at IS NULL`;
  },

  /** Ends one session if still open; false when it had already ended. */
  async end(id: number, reason: SessionEndReason, now: Date, db: Db = sql): Promise<boolean> {
    const rows = await db`
      UPDATE sessions SET ended_at = ${now}, end_reason = ${reason}
      WHERE id = ${id} AND ended_at IS NULL RETURNING id`;
    return rows.length > 0;
  },

  /** Ends every open session of a member (new login elsewhere, self-exclusion, password change). */
  async endAllForMember(
    memberId: number,
    reason: SessionEndReason,
    now: Date,
    db: Db = sql,
  ): Promise<number> {
    const rows = await db`
      UPDATE sessions SET ended_at = ${now}, end_reason = ${reason}
      WHERE member_id = ${memberId} AND ended_at IS NULL RETURNING id`;
    return rows.length;
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
