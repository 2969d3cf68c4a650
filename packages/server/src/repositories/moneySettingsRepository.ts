import type { BankSetting, Code, LabelSetting } from '@kbet/sdk';
import type { Db } from '../db/createSql';

/**
 * The operator's reference lists: form labels, banks, code lists and banking level names.
 * @example const banks = await repos.moneySettings.banks();
 */
export const createMoneySettingsRepository = (sql: Db) => ({
  async labels(kbn: string, db: Db = sql): Promise<LabelSetting[]> {
    return db<
      LabelSetting[]
    >`SELECT kbn, label FROM label_settings WHERE kbn = ${kbn} ORDER BY sort_order, id`;
  },

  async banks(db: Db = sql): Promise<BankSetting[]> {
    return db<BankSetting[]>`
      SELECT bank_name, bank_code, use_flag FROM bank_settings ORDER BY sort_order, bank_code`;
  },

  /** A code list; [] when the type is unknown. */
  async codes(type: string, db: Db = sql): Promise<Code[]> {
    return db<Code[]>`SELECT code_id, code_name FROM codes WHERE type = ${type} ORDER BY sort_order, code_id`;
  },

  async hasCode(type: string, codeId: string, db: Db = sql): Promise<boolean> {
    const [row] = await db`SELECT 1 FROM codes WHERE type = ${type} AND code_id = ${codeId}`;
    return row !== undefined;
  },

  async bankingLevelName(levelCode: string, db: Db = sql): Promise<string | undefined> {
    const [level] = await db<{ levelCodeName: string }[]>`
      SELECT level_code_name FROM banking_levels WHERE level_code = ${levelCode}`;
    return level?.levelCodeName;
  },
});

export type MoneySettingsRepository = ReturnType<typeof createMoneySettingsRepository>;
