import type { Db } from '../db/createSql';

/** buying: the buy-in's debit is sent, not yet confirmed; seated; cashing: the cash-out's credit is sent. */
export type HoldemSittingState = 'buying' | 'seated' | 'cashing';

/** The open sitting of a table, as stored. */
export interface HoldemSittingRow {
  sittingState: HoldemSittingState;
  roundId: string;
  /** The wallet's player id, kept for the cash-out: a win is taken after the launch token expired. */
  playerId: string;
  buyIn: number;
  /** The chips before the hand in play (after the last finished hand). */
  stack: number;
  /** The sitting's last hand: its seed is the chain's x[handNo]; null before the first deal. */
  handNo: number | null;
  /** The member's actions in that hand, one letter each (f, c, r). */
  handActions: string;
}

/** One launch's table (sim_holdem_tables): its committed chain, the hands dealt and the open sitting. */
export interface HoldemTableRow {
  providerId: string;
  token: string;
  commitment: string;
  salt: string;
  chainLength: number;
  checkpointInterval: number;
  checkpoints: string[];
  played: number;
  sittings: number;
  version: number;
  sittingState: HoldemSittingState | null;
  roundId: string | null;
  playerId: string | null;
  buyIn: number | null;
  stack: number | null;
  handNo: number | null;
  handActions: string;
}

export type NewHoldemTable = Pick<
  HoldemTableRow,
  'providerId' | 'token' | 'commitment' | 'salt' | 'chainLength' | 'checkpointInterval' | 'checkpoints'
>;

/** The columns a move of the table writes. */
export type HoldemTableChange = Partial<
  Pick<HoldemTableRow, 'played' | 'sittings' | 'stack' | 'handNo' | 'handActions'> & {
    sittingState: HoldemSittingState;
    sitting: HoldemSittingRow | null;
  }
>;

/** Which row a change may apply to: the version read (a click), or the sitting in a given state (a wallet step). */
export type HoldemTableGuard = { version: number } | { roundId: string; state: HoldemSittingState };

const EMPTY_SITTING = {
  sittingState: null,
  roundId: null,
  playerId: null,
  buyIn: null,
  stack: null,
  handNo: null,
  handActions: '',
} as const;

function columns(change: HoldemTableChange): Record<string, unknown> {
  const { sitting, ...rest } = change;
  if (sitting === undefined) return rest;
  return { ...(sitting === null ? EMPTY_SITTING : sitting), ...rest };
}

/**
 * The hold'em simulators' tables, so any server resumes a table after a restart. Every change is conditional
 * (on the version read, or on the sitting's state), so of two servers applying the same step only one writes.
 * @example const table = await createSimulatorHoldemTablesRepository(sql).find('revolution', token);
 */
export const createSimulatorHoldemTablesRepository = (sql: Db) => ({
  async find(providerId: string, token: string, db: Db = sql): Promise<HoldemTableRow | undefined> {
    const [row] = await db<HoldemTableRow[]>`
      SELECT * FROM sim_holdem_tables WHERE provider_id = ${providerId} AND token = ${token}`;
    return row;
  },

  /** Adds the table unless another server just did; answers the stored row either way. */
  async insert(table: NewHoldemTable, at: Date, db: Db = sql): Promise<HoldemTableRow> {
    await db`
      INSERT INTO sim_holdem_tables ${db({ ...table, createdAt: at })}
      ON CONFLICT (provider_id, token) DO NOTHING`;
    const row = await this.find(table.providerId, table.token, db);
    if (!row) throw new Error(`sim_holdem_tables ${table.providerId}/${table.token} vanished`);
    return row;
  },

  /** Applies the change if the guard still holds; undefined when another server moved the table first. */
  async update(
    providerId: string,
    token: string,
    guard: HoldemTableGuard,
    change: HoldemTableChange,
    db: Db = sql,
  ): Promise<HoldemTableRow | undefined> {
    const set = columns(change);
    const [row] = await db<HoldemTableRow[]>`
      UPDATE sim_holdem_tables SET ${db(set, ...Object.keys(set))}, version = version + 1
      WHERE provider_id = ${providerId} AND token = ${token}
        AND ${
          'version' in guard
            ? db`version = ${guard.version}`
            : db`round_id = ${guard.roundId} AND sitting_state = ${guard.state}`
        }
      RETURNING *`;
    return row;
  },

  /** The open sittings of a provider whose launch token has expired (the member cannot return to them). */
  async abandoned(providerId: string, now: Date, db: Db = sql): Promise<HoldemTableRow[]> {
    return db<HoldemTableRow[]>`
      SELECT t.* FROM sim_holdem_tables t JOIN casino_sessions s ON s.token = t.token
      WHERE t.provider_id = ${providerId} AND t.sitting_state IS NOT NULL AND s.expires_at <= ${now}
      ORDER BY t.token`;
  },
});

export type SimulatorHoldemTablesRepository = ReturnType<typeof createSimulatorHoldemTablesRepository>;
