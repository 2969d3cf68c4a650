import type { Db, Sql } from '../db/createSql';

export interface SuggestionCodeRow {
  code: string;
  type: number;
  memberId: number;
}

/**
 * Sign-up referral codes (spec §3 "Suggestion code").
 * @example const code = await suggestionCodes.findUsable('KBET01');
 */
export const createSuggestionCodesRepository = (sql: Sql) => ({
  /**
   * The code, matched case-insensitively, when its referrer can still refer: an active member who has
   * not withdrawn. Otherwise undefined, as for an unknown code.
   */
  async findUsable(code: string, db: Db = sql): Promise<SuggestionCodeRow | undefined> {
    const [row] = await db<SuggestionCodeRow[]>`
      SELECT s.code, s.type, s.member_id FROM suggestion_codes s JOIN members m ON m.id = s.member_id
      WHERE upper(s.code) = upper(${code}) AND m.status = 'active' AND m.withdrawal_type = 0`;
    return row;
  },
});

export type SuggestionCodesRepository = ReturnType<typeof createSuggestionCodesRepository>;
