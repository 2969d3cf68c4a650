import type { Sql } from '../../db/createSql';
import {
  createBetsRepository,
  type OffersAndExclusion,
  type OffersRead,
} from '../../repositories/betsRepository';

export interface OffersReader {
  /** The bet's selections and its member's running exclusion at `now` (findOffersAndExclusion's answer). */
  read(read: OffersRead): Promise<OffersAndExclusion>;
}

export interface OffersReaderOptions {
  /** The most reads one statement takes; the rest go in the next. */
  maxReads?: number;
  /**
   * A read of more selections than this goes in a statement of its own: a slip of hundreds of selections is
   * a slow read, and the bets sharing its statement would wait for it (the fixture bulkhead's reason).
   */
  maxSelections?: number;
}

interface Waiting {
  read: OffersRead;
  resolve: (answer: OffersAndExclusion) => void;
  reject: (error: unknown) => void;
}

/**
 * The read before a bet's placement, shared: the reads asked for in one turn of the event loop (the callers a
 * placement batch answered, who start their next bets together; the requests read off the sockets in one poll)
 * go out as one statement (findOffersAndExclusions) after that turn, so they pay one statement's set-up, one
 * round trip and one result's parsing between them, and a read alone goes as it did (findOffersAndExclusion).
 * Each answer is what the read alone would have answered: the statement reads at one snapshot, as each of
 * the reads alone would have, and nothing is kept between turns.
 * @example const offers = createOffersReader(app.sql); const { exclusion, offers } = await offers.read({ oddsIds, memberId, now });
 */
export function createOffersReader(
  sql: Sql,
  { maxReads = 64, maxSelections = 16 }: OffersReaderOptions = {},
): OffersReader {
  const bets = createBetsRepository(sql);
  let waiting: Waiting[] = [];

  const alone = ({ oddsIds, memberId, now }: OffersRead) =>
    bets.findOffersAndExclusion(oddsIds, memberId, now);

  const send = (batch: Waiting[]): void => {
    const [first] = batch;
    if (batch.length === 1 && first) {
      alone(first.read).then(first.resolve, first.reject);
      return;
    }
    bets.findOffersAndExclusions(batch.map(({ read }) => read)).then(
      (answers) => {
        for (const [index, { resolve }] of batch.entries()) resolve(answers[index]!);
      },
      (error: unknown) => {
        for (const { reject } of batch) reject(error);
      },
    );
  };

  const flush = (): void => {
    const all = waiting;
    waiting = [];
    for (let at = 0; at < all.length; at += maxReads) send(all.slice(at, at + maxReads));
  };

  return {
    read(read) {
      if (read.oddsIds.length > maxSelections) return alone(read);
      return new Promise<OffersAndExclusion>((resolve, reject) => {
        // After this turn's other callers have asked (setImmediate runs once the turn's I/O and promises are done).
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ read, resolve, reject });
      });
    },
  };
}
