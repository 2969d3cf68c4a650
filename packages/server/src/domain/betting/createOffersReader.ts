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
  /**
   * How many shared statements run at once; reads asked while that many are in flight wait for one to answer and
   * then go together. 1: at 8 clients the bets reach the reader spread over the server's CPU time, a read apart,
   * so a turn held 2.2 reads on average and a quarter of the bets read alone (docs/benchmarks.md, seventeenth
   * pass, branch bat17); each statement is a wake-up of a backend and a round trip of its own. A read waits for one
   * statement at most (a read takes no lock), and a large slip's read never waits (maxSelections).
   */
  maxInFlight?: number;
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
 * While maxInFlight statements are running, the reads asked meanwhile wait and go together in the turn after one
 * answers. Each answer is what the read alone would have answered: the statement reads at one snapshot, as each
 * of the reads alone would have, and no answer is kept for a later read.
 * @example const offers = createOffersReader(app.sql); const { exclusion, offers } = await offers.read({ oddsIds, memberId, now });
 */
export function createOffersReader(
  sql: Sql,
  { maxReads = 64, maxSelections = 16, maxInFlight = 1 }: OffersReaderOptions = {},
): OffersReader {
  const bets = createBetsRepository(sql);
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let flushing = false;

  const alone = ({ oddsIds, memberId, now }: OffersRead) =>
    bets.findOffersAndExclusion(oddsIds, memberId, now);

  /** A flush after this turn's other callers have asked (setImmediate runs once its I/O and promises are done). */
  const schedule = (): void => {
    if (flushing || waiting.length === 0 || inFlight >= maxInFlight) return;
    flushing = true;
    setImmediate(flush);
  };
  const answered = (): void => {
    inFlight -= 1;
    schedule();
  };

  const send = (batch: Waiting[]): void => {
    const [first] = batch;
    inFlight += 1;
    if (batch.length === 1 && first) {
      alone(first.read).then(first.resolve, first.reject).finally(answered);
      return;
    }
    bets
      .findOffersAndExclusions(batch.map(({ read }) => read))
      .then(
        (answers) => {
          for (const [index, { resolve }] of batch.entries()) resolve(answers[index]!);
        },
        (error: unknown) => {
          for (const { reject } of batch) reject(error);
        },
      )
      .finally(answered);
  };

  const flush = (): void => {
    flushing = false;
    while (waiting.length > 0 && inFlight < maxInFlight) send(waiting.splice(0, maxReads));
  };

  return {
    read(read) {
      if (read.oddsIds.length > maxSelections) return alone(read);
      return new Promise<OffersAndExclusion>((resolve, reject) => {
        waiting.push({ read, resolve, reject });
        schedule();
      });
    },
  };
}
