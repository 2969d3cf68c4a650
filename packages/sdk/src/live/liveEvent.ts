/** Channels every client receives, logged in or not: prices, scoreboards and the feed's health. */
export type LivePublicChannel = 'odds' | 'scores' | 'feed' | 'minigame' | 'virtual';
/** Channels only the owning member's streams receive. */
export type LivePrivateChannel = 'bets' | 'balance' | 'messages';
export type LiveChannel = LivePublicChannel | LivePrivateChannel;

/** One odds row that moved; status 1 Open, 2 Suspended, 3 Settled (feed-model.md), so 2 is a suspension. */
export interface LiveOddsChange {
  oddsId: string;
  marketId: number;
  price: string;
  version: number;
  status: number;
}

export interface LivePeriodScore {
  period: number;
  home: number;
  away: number;
}

/** The payload of each event type. */
export interface LiveEventData {
  odds: { fixtureId: number; changes: LiveOddsChange[] };
  score: {
    fixtureId: number;
    sportId: number;
    status: number;
    period: number;
    clockSeconds: number;
    homeScore: number;
    awayScore: number;
    periods: LivePeriodScore[];
  };
  /** A fixture appeared or its LSports status changed. */
  fixture: { fixtureId: number; sportId: number; status: number; startDate: string };
  /** The odds feed went quiet (stale: prices may be old) or came back. */
  feed: { stale: boolean };
  /** The feed replaced its state from a snapshot: refetch what is on screen. */
  resync: Record<string, never>;
  /** One of the member's slips was settled, re-settled, unsettled or cancelled. */
  bet: {
    slipId: number;
    kind: 'settled' | 'resettled' | 'unsettled' | 'cancelled';
    status: number;
    settlementFlag: number;
    settlementVersion: number;
    payout: number;
  };
  /** The member's balances after a ledger posting, named as in the User object. */
  balance: {
    emoney: number;
    casinoMoney: number;
    point: number;
    comp: number;
    transactionId: number;
    kind: string;
  };
  /** A new message, with the member's unread count after it. */
  message: { id: number; title: string; unread: number };
  /** Staff answered one of the member's 1:1 inquiries; `unread` counts the answered inquiries not read yet. */
  inquiryAnswer: { inquiryId: number; title: string; unread: number };
  /** A mini-game round opened, closed, was drawn (seed revealed), settled or voided. */
  minigameRound: {
    gameId: string;
    roundId: number;
    round: number;
    status: 'open' | 'closed' | 'drawn' | 'settled' | 'void';
    commitment: string;
    seed: string | null;
    closeAt: string;
    drawAt: string;
  };
  /**
   * A virtual round opened, closed, started playing (results and timelines for the replay), ended (seed
   * revealed, bets settled) or was voided.
   */
  virtualRound: {
    leagueId: string;
    roundId: number;
    roundNo: number;
    status: 'open' | 'closed' | 'playing' | 'settled' | 'void';
    commitment: string;
    seed: string | null;
    closeAt: string;
    startAt: string;
    endAt: string;
    /** Per event (fixture id), from the start of play on. */
    events: { fixtureId: number; result: unknown; timeline: unknown }[];
  };
}

export type LiveEventType = keyof LiveEventData;

/** The channel each event type travels on. */
export interface LiveEventChannels {
  odds: 'odds';
  score: 'scores';
  fixture: 'scores';
  feed: 'feed';
  resync: 'feed';
  bet: 'bets';
  balance: 'balance';
  message: 'messages';
  inquiryAnswer: 'messages';
  minigameRound: 'minigame';
  virtualRound: 'virtual';
}

/**
 * Every frame carries `seq` and `prev`: the stream promises that nothing for this client lies between
 * prev and seq, so `prev !== last seq seen` is a gap. `seq` doubles as the SSE id (resume point).
 */
interface Sequenced {
  seq: number;
  prev: number;
}

/**
 * A pushed event: a union discriminated by `type` (odds, score, fixture, feed, resync, bet, balance, message,
 * inquiryAnswer, minigameRound, virtualRound), each with its {@link LiveEventData} payload. Every client gets
 * the public channels; bet, balance, message and inquiryAnswer arrive on a logged-in member's stream only.
 * @example
 * const summary = (event: LiveEvent): string => {
 *   if (event.type === 'odds') return `${event.data.fixtureId}: ${event.data.changes.length} prices moved`;
 *   if (event.type === 'balance') return `cash ${event.data.emoney}`;
 *   return event.type;
 * };
 */
export type LiveEvent = {
  [K in LiveEventType]: Sequenced & { type: K; data: LiveEventData[K] };
}[LiveEventType];

/** The stream's own frames: the start (ready), the keep-alive (heartbeat), and the session's end. */
export type LiveControl =
  | (Sequenced & { type: 'ready' })
  | (Sequenced & { type: 'heartbeat' })
  | (Sequenced & { type: 'end'; data: { status: number; code: string; message: string } });

/** What one SSE `data:` line of `GET /live/stream` holds. */
export type LiveMessage = LiveEvent | LiveControl;
