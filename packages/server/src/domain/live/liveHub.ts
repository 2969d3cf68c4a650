import type { ServerResponse } from 'node:http';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { domainErrorStatus } from '../../errors/domainErrorStatus';
import { createLiveEventsRepository, type LiveEventRow } from '../../repositories/liveEventsRepository';
import { createSessionsRepository } from '../../repositories/sessionsRepository';
import { sessionEndedError } from '../auth/sessionEndedError';
import type { LiveConfig } from './liveConfig';
import { liveWrites } from './liveWrites';
import { LIVE_PENDING_CHANNEL } from './publishLiveEvent';

/** The sequencer announces each new head here (live_sequence_events). */
export const LIVE_CHANNEL = 'kbet_live';

/** Rows read per query, when fanning out and when replaying. */
const PAGE = 500;
/** Rows numbered per sequencer call. */
const SEQUENCE_BATCH = 5_000;
/** Wait before trying again when another process holds the sequencer's lock. */
const SEQUENCER_BUSY_MS = 10;
/** A failing database is reported at most this often, not at every poll. */
const ERROR_LOG_EVERY_MS = 10_000;

interface Stream {
  res: ServerResponse;
  memberId: number | null;
  sessionId: number | null;
  /** The number the client holds as its last one: the `prev` of its next frame. */
  cursor: number;
  /** Rows the fan-out passed while the stream replays from the table; null once it is live. */
  backlog: LiveEventRow[] | null;
  /** While it replays: the number the table replay reads up to (the fan-out's backlog follows it); -1 until known. */
  replayUpto: number;
  closed: boolean;
}

export interface OpenStreamOptions {
  memberId: number | null;
  sessionId: number | null;
  /** Resume after this number; undefined starts at the head. */
  since: number | undefined;
}

export interface LiveHubOptions {
  sql: Sql;
  clock: Clock;
  /** Streams of sessions idle this long are ended, as the next request would be (556). */
  sessionIdleMs: number;
  config: LiveConfig;
  log: { error(details: object, message: string): void };
}

export interface LiveHub {
  /** Starts the timers, reads the head and LISTENs; without a database it keeps trying, and `ready()` stays false. */
  start(): Promise<void>;
  /** Whether the hub reached the database: until then no stream can be served. */
  ready(): boolean;
  /** Ends every stream, stops the timers and UNLISTENs. */
  stop(): Promise<void>;
  /** Serves a stream on a response whose SSE headers are written: ready, the replay after `since`, then live. */
  open(res: ServerResponse, options: OpenStreamOptions): Promise<void>;
  /** Numbers committed events now (a wake-up or the safety poll every `sequenceEveryMs` does it). */
  sequence(): Promise<void>;
  /**
   * Numbers committed events soon: at once, or `sequenceGapMs` after the last woken run (announceLiveWrites
   * calls it for every hub of the process).
   */
  wake(): void;
  /** Reads and fans out new numbered events now (a NOTIFY does it as they are numbered). */
  pump(): Promise<void>;
  /** Open streams. */
  size(): number;
}

const frameStart = (row: LiveEventRow) =>
  `id: ${row.seq}\ndata: {"type":${JSON.stringify(row.type)},"seq":${row.seq},"data":${row.data},"prev":`;

const control = (type: 'ready' | 'heartbeat' | 'end', seq: number, prev: number, data?: object) =>
  `id: ${seq}\ndata: ${JSON.stringify(data === undefined ? { type, seq, prev } : { type, seq, prev, data })}\n\n`;

const visible = (stream: Stream, row: LiveEventRow) =>
  row.memberId === null || row.memberId === stream.memberId;

/**
 * One process's live fan-out. Events are rows of live_events, numbered in commit order by whichever process
 * runs the sequencer; a NOTIFY on kbet_live makes every process read the new rows once and write them to its
 * own streams, so any number of processes can serve streams from one database. A stream that resumes reads
 * the rows after its number from the table first (the fan-out queues what arrives meanwhile), so a
 * reconnecting client misses nothing the retention still holds (up to `maxReplay` numbers back); when it
 * cannot be resumed the ready frame's
 * `prev` differs from the number the client sent and the client resyncs.
 * @example const hub = createLiveHub({ sql, clock, sessionIdleMs, config: loadLiveConfig(), log }); await hub.start();
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { sql, config, log } = options;
  const events = createLiveEventsRepository(sql);
  const sessions = createSessionsRepository(sql);
  const streams = new Set<Stream>();
  const timers: ReturnType<typeof setInterval>[] = [];
  const unlisteners: (() => Promise<void>)[] = [];
  /** The highest number this process has read and fanned out. */
  let head = 0;
  let connected = false;
  let stopped = false;
  let lastErrorLog = 0;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  /** performance.now() of the last woken sequencer run: a rate limit, not business time, so not the clock. */
  let lastWoken = Number.NEGATIVE_INFINITY;

  const report = (error: unknown, message: string) => {
    if (stopped || Date.now() - lastErrorLog < ERROR_LOG_EVERY_MS) return;
    lastErrorLog = Date.now();
    log.error({ err: error }, message);
  };

  const drop = (stream: Stream) => {
    stream.closed = true;
    streams.delete(stream);
    stream.res.destroy();
  };

  const send = (stream: Stream, chunk: string) => {
    if (stream.closed) return;
    stream.res.write(chunk);
    // A client that does not read is dropped rather than buffered without bound; it resumes from its number.
    if (stream.res.writableLength > config.maxBufferedBytes) drop(stream);
  };

  /** Rows after `after` (up to `upto`, visible to `memberId` when given) and the oldest number retained. */
  const readEvents = async (after: number, filter?: { upto: number; memberId: number | null }) => {
    const rows = await events.readAfter(after, PAGE, filter);
    return {
      oldest: rows[0]?.oldest ?? null,
      rows: rows.filter(
        (row): row is LiveEventRow & { oldest: number } => row.seq !== null && row.seq !== undefined,
      ),
    };
  };

  /** Whether rows after `after` were pruned before they could be read. */
  const prunedPast = (after: number, oldest: number | null) => oldest !== null && oldest - 1 > after;

  /**
   * Whether the stream needs rows that were pruned before the fan-out read them: a live stream whose number is
   * below them, or a replaying one whose table replay stops below them (its backlog would go on after a gap).
   */
  const behind = (stream: Stream, oldest: number | null) =>
    prunedPast(stream.backlog ? stream.replayUpto : stream.cursor, oldest);

  const deliver = (rows: readonly LiveEventRow[]) => {
    const starts = rows.map(frameStart);
    for (const stream of streams) {
      if (stream.backlog) {
        for (const row of rows) if (visible(stream, row)) stream.backlog.push(row);
        continue;
      }
      let chunk = '';
      rows.forEach((row, i) => {
        if (row.seq <= stream.cursor || !visible(stream, row)) return;
        chunk += `${starts[i]}${stream.cursor}}\n\n`;
        stream.cursor = row.seq;
      });
      if (chunk) send(stream, chunk);
    }
  };

  /** Runs `work` once at a time; a call during a run makes it run once more. */
  const singleFlight = (work: () => Promise<boolean>) => {
    let running: Promise<void> | null = null;
    let again = false;
    return (): Promise<void> => {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            if (await work()) again = true;
          } while (again && !stopped);
        } catch (error) {
          report(error, 'live push: background step failed');
        } finally {
          running = null;
        }
      })();
      return running;
    };
  };

  const pump = singleFlight(async () => {
    if (!connected) return false;
    // With no stream open the rows would be read for nobody (a balance event per bet): the head alone is
    // enough for the next stream to start at. One opened during the read starts at the old head, so then
    // the rows after it are read as usual.
    if (streams.size === 0) {
      const newest = await events.head();
      if (streams.size === 0) {
        head = Math.max(head, newest ?? 0);
        return false;
      }
    }
    const { oldest, rows } = await readEvents(head);
    if (rows.length === 0) return false;
    // This process fell behind the retention (it was stalled): the streams that needed the pruned rows cannot
    // be continued gap-free, so they are dropped and resume through the checks of open(). A stream that opened
    // or resumed past them (from the database's head) misses nothing and stays.
    if (prunedPast(head, oldest)) for (const stream of streams) if (behind(stream, oldest)) drop(stream);
    deliver(rows);
    head = rows[rows.length - 1]?.seq ?? head;
    return rows.length === PAGE;
  });

  const sequence = singleFlight(async () => {
    const numbered = await events.sequence(SEQUENCE_BATCH);
    if (numbered === -1) {
      await new Promise((resolve) => setTimeout(resolve, SEQUENCER_BUSY_MS));
      return true;
    }
    return numbered !== null && numbered !== undefined;
  });

  const wake = () => {
    if (stopped || wakeTimer) return;
    // Commits arriving while this waits are numbered by the one run: a burst costs one sequencer call a gap.
    const wait = Math.max(0, lastWoken + config.sequenceGapMs - performance.now());
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      lastWoken = performance.now();
      void sequence();
    }, wait);
  };

  /** Reads the head before LISTENing, so the first fan-out does not replay the table to nobody. */
  const connect = singleFlight(async () => {
    if (connected) return false;
    try {
      head = (await events.head()) ?? 0;
      const onHead = () => void pump();
      // LISTEN needs the pool's dedicated listening connection (sql.listen), which a repository bound to a
      // query handle does not have: it stays here with the rest of the hub's connection handling.
      const live = await sql.listen(LIVE_CHANNEL, onHead, onHead);
      unlisteners.push(live.unlisten);
      const pending = await sql.listen(LIVE_PENDING_CHANNEL, () => void sequence());
      unlisteners.push(pending.unlisten);
      // Events committed while the hub was not listening are numbered now rather than at the safety poll.
      void sequence();
      connected = true;
    } catch (error) {
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten().catch(() => {})));
      throw error;
    }
    return false;
  });

  const heartbeat = () => {
    if (!connected) return connect();
    for (const stream of streams) {
      if (stream.backlog) continue;
      // Every row up to `head` that this stream may see has been written to it, so it is current up to there.
      const seq = Math.max(head, stream.cursor);
      send(stream, control('heartbeat', seq, stream.cursor));
      stream.cursor = seq;
    }
    // A NOTIFY lost while the listening connection was re-established is caught up here.
    void pump();
  };

  const checkSessions = async () => {
    const members = [...streams].filter((s) => s.sessionId !== null);
    if (members.length === 0) return;
    const cutoff = new Date(options.clock.now().getTime() - options.sessionIdleMs);
    const ended = await sessions.endedOrIdle(
      members.map((s) => s.sessionId as number),
      cutoff,
    );
    for (const { id, endReason } of ended) {
      const error = sessionEndedError(endReason);
      for (const stream of members) {
        if (stream.sessionId !== id || stream.closed) continue;
        stream.res.end(
          control('end', stream.cursor, stream.cursor, {
            status: domainErrorStatus(error),
            code: error.code,
            message: error.message,
          }),
        );
        stream.closed = true;
        streams.delete(stream);
      }
    }
  };

  const prune = async () => {
    await events.prune(config.retentionMs, config.retentionRows);
  };

  const every = (ms: number, work: () => unknown) => {
    const timer = setInterval(() => {
      Promise.resolve()
        .then(work)
        .catch((error: unknown) => {
          report(error, 'live push: periodic step failed');
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  const waitForDrain = (res: ServerResponse) =>
    new Promise<void>((resolve) => {
      res.once('drain', resolve);
      res.once('close', resolve);
    });

  const deliverReplay = (stream: Stream, rows: readonly LiveEventRow[]) => {
    let chunk = '';
    for (const row of rows) {
      if (row.seq <= stream.cursor) continue;
      chunk += `${frameStart(row)}${stream.cursor}}\n\n`;
      stream.cursor = row.seq;
    }
    if (chunk) send(stream, chunk);
  };

  async function open(res: ServerResponse, { memberId, sessionId, since }: OpenStreamOptions): Promise<void> {
    // A stream without `since` starts at the database's head, not this process's: rows another process's
    // sequencer numbered a moment ago happened before the stream opened, though their NOTIFY may not have
    // reached this process yet (the fan-out skips rows at or below a stream's cursor). This process's head
    // is read after that query's answer: a fan-out that ran meanwhile passed rows the answer may predate, and
    // starting below them would skip them behind a `prev` that looks continuous.
    const databaseHead = since === undefined ? ((await events.head()) ?? 0) : 0;
    const now = Math.max(head, databaseHead);
    if (res.destroyed) return;
    const stream: Stream = {
      res,
      memberId,
      sessionId,
      cursor: now,
      backlog: since === undefined ? null : [],
      replayUpto: -1,
      closed: false,
    };
    streams.add(stream);
    res.on('close', () => {
      stream.closed = true;
      streams.delete(stream);
    });
    if (since === undefined) {
      send(stream, control('ready', now, now));
      return;
    }

    const { oldest, newest } = await events.bounds();
    // The backlog already collects what the fan-out reads after this process's head; the table supplies
    // (start, upto]. `upto` is the database's head for the same reason as above, so the replay cap below is
    // measured from the true head (rows in both are delivered once: replay skips what the cursor passed).
    const upto = Math.max(head, newest ?? 0);
    stream.replayUpto = upto;
    // Continuity is promised only from a number the table can vouch for: a number from the future (another
    // database) or one whose successors were pruned starts elsewhere, and the ready frame shows it.
    let start = since;
    if (newest === null || oldest === null) start = 0;
    else if (since > newest) start = newest;
    else if (since < oldest - 1) start = oldest - 1;
    // A resume from far back (a stale tab, or a guest asking for everything with since=1) is not worth a
    // backlog: starting at the head sends no rows, and the client resyncs from snapshots.
    if (upto - start > config.maxReplay) start = upto;
    stream.cursor = start;
    send(stream, control('ready', start, start));

    let after = start;
    while (after < upto && !stream.closed) {
      const page = await readEvents(after, { upto, memberId });
      if (prunedPast(after, page.oldest)) return drop(stream);
      const last = page.rows[page.rows.length - 1];
      if (!last) break;
      deliverReplay(stream, page.rows);
      after = last.seq;
      if (page.rows.length < PAGE) break;
      if (res.writableNeedDrain) await waitForDrain(res);
    }
    if (stream.closed) return;
    const backlog = stream.backlog ?? [];
    stream.backlog = null;
    deliverReplay(stream, backlog);
  }

  return {
    async start() {
      liveWrites.subscribe(wake);
      every(config.sequenceEveryMs, sequence);
      every(config.heartbeatMs, heartbeat);
      every(config.sessionCheckMs, checkSessions);
      every(config.pruneEveryMs, prune);
      await connect();
    },
    ready: () => connected,
    async stop() {
      stopped = true;
      liveWrites.unsubscribe(wake);
      clearTimeout(wakeTimer);
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const stream of streams) {
        stream.closed = true;
        stream.res.end();
      }
      streams.clear();
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten().catch(() => {})));
    },
    open,
    sequence,
    wake,
    pump,
    size: () => streams.size,
  };
}
