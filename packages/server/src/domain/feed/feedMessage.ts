/**
 * LSports-shaped feed messages (feed-model.md, LSports' Trade360 wire): a Header with the message type
 * and sequence number, and a Body of Events per fixture. kbet adds `NameKorean` (LSports sends its
 * translations separately) and `KoreanStyle` on leagues; a real feed without them falls back to the
 * English names.
 */

/** Message types (feed-model.md). */
export const MESSAGE_TYPE = {
  FIXTURE_METADATA: 1,
  LIVESCORE: 2,
  MARKET_UPDATE: 3,
  KEEP_ALIVE: 31,
  HEARTBEAT: 32,
  SETTLEMENT: 35,
} as const;

export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

export interface MessageHeader {
  Type: MessageType;
  /** Sequence number of data messages (1, 2, 3, 35); keep-alive and heartbeat do not consume one. */
  MsgSeq?: number;
  MsgGuid?: string;
  /** ISO time the feed created the message. */
  CreationDate: string;
}

export interface NamedEntity {
  Id: number;
  Name: string;
  NameKorean?: string;
}

export interface FeedParticipant extends NamedEntity {
  /** '1' home, '2' away. */
  Position: '1' | '2';
}

export interface FixtureMetadata {
  Sport: NamedEntity;
  Location: NamedEntity & { ImagePath?: string };
  League: NamedEntity & { KoreanStyle?: boolean };
  /** ISO start time. */
  StartDate: string;
  /** LSports fixture status 1-9. */
  Status: number;
  Participants: FeedParticipant[];
  LastUpdate?: string;
}

export interface FeedResult {
  Position: '1' | '2';
  Value: string;
}

export interface FeedPeriod {
  /** Period code: 10/20 halves, 1-n quarters, innings, sets; 40 overtime, 50 penalties. */
  Type: number;
  IsFinished: boolean;
  IsConfirmed?: boolean;
  Results: FeedResult[];
}

export interface FeedLivescore {
  Scoreboard: {
    Status: number;
    /** -1, a period code, 80 break, 100/101/102 full time. */
    CurrentPeriod: number;
    /** Seconds of play, as a string like LSports sends it. */
    Time: string;
    /** Totals (sets won for set sports). */
    Results: FeedResult[];
  };
  Periods: FeedPeriod[];
}

export interface FeedBet {
  /** The odds id the bet slip carries. */
  Id: string;
  Name: string;
  Line?: string | null;
  BaseLine?: string | null;
  /** 0 NotSet, 1 Open, 2 Suspended, 3 Settled. */
  Status: number;
  /** Exact decimal odds as a string, e.g. '1.85'. */
  Price: string;
  StartPrice?: string;
  /** Leg win flag -1…5; absent = unchanged. */
  Settlement?: number;
  LastUpdate?: string;
}

export interface FeedMarket {
  Id: number;
  Name: string;
  NameKorean?: string;
  Bets: FeedBet[];
}

export interface FeedEventBody {
  FixtureId: number;
  Fixture?: FixtureMetadata;
  Livescore?: FeedLivescore;
  Markets?: FeedMarket[];
}

export type DataMessage = {
  Header: MessageHeader & { Type: 1 | 2 | 3 | 35 };
  Body: { Events: FeedEventBody[] };
};

export type KeepAliveMessage = {
  Header: MessageHeader & { Type: 31 };
  Body: { KeepAlive: { ActiveEvents: number[] } };
};

export type HeartbeatMessage = { Header: MessageHeader & { Type: 32 }; Body?: Record<string, never> };

export type FeedMessage = DataMessage | KeepAliveMessage | HeartbeatMessage;

/**
 * Whether a message carries fixture data (and a sequence number).
 * @example isDataMessage({ Header: { Type: 32, CreationDate: '' } }) // false
 */
export const isDataMessage = (message: FeedMessage): message is DataMessage =>
  message.Header.Type !== MESSAGE_TYPE.KEEP_ALIVE && message.Header.Type !== MESSAGE_TYPE.HEARTBEAT;

/** The feed's full state at a sequence number: what a resync replays (LSports snapshot API). */
export interface FeedSnapshot {
  sequence: number;
  /** Data messages holding the complete current state of every active fixture. */
  messages: DataMessage[];
}

/** Where the adapter recovers from a gap: the simulator, or a real feed's snapshot API. */
export interface SnapshotProvider {
  snapshot(): Promise<FeedSnapshot> | FeedSnapshot;
}
