import { BET_ODDS_CHANGED_CONFIRM } from '../i18n/ko';
import { ApiError } from './apiError';

/** Feed odds versions arrive as numbers or strings; they are sent back exactly as received. */
export type OddsVersion = number | string;

/** One selection whose price moved between display and bet. Prices are exact decimal strings. */
export interface OddsChange {
  readonly oddsId: string;
  /** The price the member saw: from the bettings the caller sent, else the body's `oldBetPrice` (kbet's server). */
  readonly oldPrice?: string;
  readonly newPrice: string;
  readonly oldVersion?: OddsVersion;
  /** The version to re-send with the new price; absent when the server sent none. */
  readonly newVersion?: OddsVersion;
}

/** A selection as sent in the bet request (spec §3 `bettings[]`). */
export interface SentBetting {
  readonly oddsId: string | number;
  readonly betPrice: string | number;
  readonly version?: OddsVersion;
}

type WireItem = Readonly<Record<string, unknown>>;

const isWireItem = (item: unknown): item is WireItem =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

const isPrice = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

const isVersion = (value: unknown): value is OddsVersion =>
  typeof value === 'number' || typeof value === 'string';

/**
 * The odds changes in a failed bet's body (spec §4, §8: "a list with betPrice items"), or null when the body
 * is not such a list. `sent` supplies the old prices and versions, matched by odds id; without a match the
 * item's own `oldBetPrice` (which kbet's server adds) gives the old price.
 * @example oddsChangesFrom([{ oddsId: 'a_1', betPrice: 1.9, version: 8 }], [{ oddsId: 'a_1', betPrice: '1.85', version: 7 }])
 * // [{ oddsId: 'a_1', oldPrice: '1.85', newPrice: '1.9', oldVersion: 7, newVersion: 8 }]
 */
export function oddsChangesFrom(data: unknown, sent: readonly SentBetting[] = []): OddsChange[] | null {
  if (!Array.isArray(data) || data.length === 0) return null;
  if (!data.every((item) => isWireItem(item) && isPrice(item.betPrice))) return null;
  return (data as WireItem[]).map((item) => {
    // The response names the odds id like the request (oddsId) or like a slip item (id).
    const oddsId = String(item.oddsId ?? item.id ?? '');
    const before = sent.find((s) => String(s.oddsId) === oddsId);
    const oldPrice = before?.betPrice ?? (isPrice(item.oldBetPrice) ? item.oldBetPrice : undefined);
    return {
      oddsId,
      newPrice: String(item.betPrice),
      ...(isVersion(item.version) ? { newVersion: item.version } : {}),
      ...(oldPrice !== undefined ? { oldPrice: String(oldPrice) } : {}),
      ...(before?.version !== undefined ? { oldVersion: before.version } : {}),
    };
  });
}

/** The server refused a bet because prices moved; the member confirms the new prices or cancels (spec §4). */
export class OddsChangedError extends ApiError {
  override readonly name: string = 'OddsChangedError';
  readonly changes: readonly OddsChange[];

  constructor(init: {
    readonly status: number;
    readonly data: unknown;
    readonly changes: readonly OddsChange[];
  }) {
    super({
      status: init.status,
      code: 'BET_ODDS_CHANGED_CONFIRM',
      data: init.data,
      message: BET_ODDS_CHANGED_CONFIRM,
    });
    this.changes = init.changes;
  }
}

/**
 * Whether a value is an OddsChangedError.
 * @example isOddsChangedError(error) && error.changes.length > 0
 */
export const isOddsChangedError = (value: unknown): value is OddsChangedError =>
  value instanceof OddsChangedError;
