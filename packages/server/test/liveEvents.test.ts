import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { createFeedEvents } from '../src/domain/feed/feedEvents';
import { InsufficientFundsError, postTransaction, transfer } from '../src/domain/ledger';
import { publishFeedEvents } from '../src/domain/live';
import { createInquiriesRepository } from '../src/repositories/inquiriesRepository';
import { createMessagesRepository } from '../src/repositories/messagesRepository';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

interface EventRow {
  seq: number | null;
  channel: string;
  memberId: number | null;
  type: string;
  data: unknown;
}

/** The live events written since the last reset, in insert order. */
const written = (db: TestDatabase) =>
  db.sql<EventRow[]>`SELECT seq, channel, member_id, type, data FROM live_events ORDER BY id`;

describe('live events written by the database and the feed listener', () => {
  let db: TestDatabase;
  let member01: number;
  let member02: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const rows = await db.sql<{ id: number; userId: string }[]>`
      SELECT id, user_id FROM members WHERE user_id IN ('member01', 'member02') ORDER BY user_id`;
    member01 = rows[0]!.id;
    member02 = rows[1]!.id;
  });
  afterAll(() => db.drop());
  // The seed's own postings wrote balance events; each test starts from an empty table.
  beforeEach(async () => {
    await db.sql`DELETE FROM live_events`;
  });

  it('writes one balance event per member of a ledger transaction, with the balances after it', async () => {
    await db.sql.begin((tx) =>
      postTransaction(tx, {
        kind: 'point_to_emoney',
        actorId: member01,
        postings: [
          { account: { member: member01, kind: 'point' }, amount: -4_000 },
          { account: { member: member01, kind: 'emoney' }, amount: 4_000 },
          { account: { member: member02, kind: 'comp' }, amount: 500 },
          { account: { house: 'house_bonus' }, amount: -500 },
        ],
      }),
    );
    const [{ id: transactionId } = { id: 0 }] = await db.sql<{ id: number }[]>`
      SELECT max(id)::int8 AS id FROM ledger_transactions`;
    expect(await written(db)).toEqual([
      {
        seq: null,
        channel: 'balance',
        memberId: member01,
        type: 'balance',
        data: {
          emoney: 1_004_000,
          casinoMoney: 100_000,
          point: 6_000,
          comp: 1_000,
          transactionId,
          kind: 'point_to_emoney',
        },
      },
      {
        seq: null,
        channel: 'balance',
        memberId: member02,
        type: 'balance',
        data: {
          emoney: 2_000_000,
          casinoMoney: 200_000,
          point: 10_000,
          comp: 1_500,
          transactionId,
          kind: 'point_to_emoney',
        },
      },
    ]);
  });

  it('writes nothing for a refused posting, nor for house-only movements', async () => {
    await db.sql.begin(async (tx) => {
      await expect(
        transfer(tx, {
          kind: 'withdrawal',
          actorId: member01,
          from: { member: member01, kind: 'comp' },
          to: { house: 'house_cash' },
          amount: 999_999,
        }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      await transfer(tx, {
        kind: 'house_move',
        actorId: null,
        from: { house: 'house_cash' },
        to: { house: 'house_bonus' },
        amount: 100,
      });
    });
    expect(await written(db)).toEqual([]);
  });

  it('writes a message event per new message, with the unread count', async () => {
    await db.sql.begin((tx) =>
      createMessagesRepository(tx).send([member01, member02, member01], {
        title: '공지',
        contents: '내용',
        sentBy: member02,
      }),
    );
    const rows = await written(db);
    const ids = await db.sql<{ id: number }[]>`SELECT id FROM messages ORDER BY id DESC LIMIT 3`;
    const [third, second, first] = ids.map((row) => row.id);
    expect(rows).toEqual([
      {
        seq: null,
        channel: 'messages',
        memberId: member01,
        type: 'message',
        data: { id: first, title: '공지', unread: 2 },
      },
      {
        seq: null,
        channel: 'messages',
        memberId: member02,
        type: 'message',
        data: { id: second, title: '공지', unread: 1 },
      },
      {
        seq: null,
        channel: 'messages',
        memberId: member01,
        type: 'message',
        data: { id: third, title: '공지', unread: 2 },
      },
    ]);
  });

  it('writes an inquiry-answer event to the asking member, with the answered inquiries not read yet', async () => {
    const inquiries = createInquiriesRepository(db.sql);
    const ask = (title: string) =>
      inquiries.insert({ memberId: member01, kind: 'general', title, questionContents: '질문' });
    const first = await ask('충전 문의');
    const second = await ask('출금 문의');
    await db.sql.begin((tx) => inquiries.addAnswer(first, '답변드립니다.', member02, tx));
    // Read, then answered again: unread once more, and counted with the other unread answer.
    await inquiries.markRead(first);
    await db.sql.begin((tx) => inquiries.addAnswer(second, '처리되었습니다.', member02, tx));
    await db.sql.begin((tx) => inquiries.addAnswer(first, '추가 답변입니다.', member02, tx));
    expect(await written(db)).toEqual([
      {
        seq: null,
        channel: 'messages',
        memberId: member01,
        type: 'inquiryAnswer',
        data: { inquiryId: first, title: '충전 문의', unread: 1 },
      },
      {
        seq: null,
        channel: 'messages',
        memberId: member01,
        type: 'inquiryAnswer',
        data: { inquiryId: second, title: '출금 문의', unread: 1 },
      },
      {
        seq: null,
        channel: 'messages',
        memberId: member01,
        type: 'inquiryAnswer',
        data: { inquiryId: first, title: '충전 문의', unread: 2 },
      },
    ]);
  });

  it('writes a bet event when a slip is settled or cancelled, not when it is hidden', async () => {
    const [slip] = await db.sql<{ id: number }[]>`
      INSERT INTO bet_slips (member_id, game_type, game_style, game_detail_type, amount, total_ratio, expected_win,
                             change_flag, created_at)
      VALUES (${member01}, 1, 'EU', 91, 10000, 2.10, 21000, false, now()) RETURNING id`;
    await db.sql`
      INSERT INTO bet_slip_events (slip_id, kind, status, settlement_flag, settlement_version, payout, created_at)
      VALUES (${slip!.id}, 'settled', 2, 2, 1, 21000, now()), (${slip!.id}, 'hidden', 2, 2, 1, 21000, now())`;
    expect(await written(db)).toEqual([
      {
        seq: null,
        channel: 'bets',
        memberId: member01,
        type: 'bet',
        data: {
          slipId: slip!.id,
          kind: 'settled',
          status: 2,
          settlementFlag: 2,
          settlementVersion: 1,
          payout: 21_000,
        },
      },
    ]);
  });

  it('numbers committed events in insert order, once, and lets only one sequencer run at a time', async () => {
    await db.sql`
      INSERT INTO live_events (channel, type, data)
      SELECT 'feed', 'feed', jsonb_build_object('n', n) FROM generate_series(1, 3) AS n`;
    const [{ head: before } = { head: 0 }] = await db.sql<{ head: number }[]>`
      SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END AS head FROM live_event_seq`;

    const busy = await db.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(7424390)`;
      const [row] = await db.sql<{ head: number | null }[]>`SELECT live_sequence_events(10) AS head`;
      return row?.head;
    });
    expect(busy).toBe(-1);

    const [first] = await db.sql<{ head: number | null }[]>`SELECT live_sequence_events(2) AS head`;
    const [second] = await db.sql<{ head: number | null }[]>`SELECT live_sequence_events(2) AS head`;
    const [third] = await db.sql<{ head: number | null }[]>`SELECT live_sequence_events(2) AS head`;
    expect([first?.head, second?.head, third?.head]).toEqual([before + 2, before + 3, null]);
    const rows = await written(db);
    expect(rows.map((row) => [row.seq, row.data])).toEqual([
      [before + 1, { n: 1 }],
      [before + 2, { n: 2 }],
      [before + 3, { n: 3 }],
    ]);
  });

  it('prunes by the age of numbering and by count but always keeps the newest event', async () => {
    await db.sql`
      INSERT INTO live_events (channel, type, data)
      SELECT 'feed', 'feed', jsonb_build_object('n', n) FROM generate_series(1, 10) AS n`;
    await db.sql`SELECT live_sequence_events(100)`;
    // As if the sequencer had numbered them a minute apart, the first ten minutes ago.
    await db.sql`
      UPDATE live_events SET numbered_at = clock_timestamp() - (10 - (data->>'n')::integer) * interval '1 minute'`;
    const kept = async () => (await written(db)).map((row) => (row.data as { n: number }).n);

    const [byAge] = await db.sql<
      { n: number }[]
    >`SELECT live_prune_events(interval '5 minutes 30 seconds', 100) AS n`;
    expect(byAge?.n).toBe(4);
    expect(await kept()).toEqual([5, 6, 7, 8, 9, 10]);
    const [byCount] = await db.sql<{ n: number }[]>`SELECT live_prune_events(interval '1 day', 2) AS n`;
    expect(byCount?.n).toBe(4);
    expect(await kept()).toEqual([9, 10]);
    await db.sql`SELECT live_prune_events(interval '0', 1)`;
    expect(await kept()).toEqual([10]);
  });

  it('stamps each numbered batch with the time it was numbered', async () => {
    await db.sql`INSERT INTO live_events (channel, type, data) VALUES ('feed', 'feed', '{}')`;
    const [pending] = await db.sql<{ numberedAt: Date | null }[]>`SELECT numbered_at FROM live_events`;
    expect(pending?.numberedAt).toBeNull();
    const [{ before } = { before: new Date(0) }] = await db.sql<
      { before: Date }[]
    >`SELECT clock_timestamp() AS before`;
    await db.sql`SELECT live_sequence_events(10)`;
    const [numbered] = await db.sql<{ numberedAt: Date }[]>`SELECT numbered_at FROM live_events`;
    expect(numbered?.numberedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('keeps an event whose transaction was held open past the retention for the retention after its numbering', async () => {
    // Numbered twenty minutes ago: past the retention.
    await db.sql`INSERT INTO live_events (channel, type, data) VALUES ('feed', 'feed', '{"n": 1}')`;
    await db.sql`SELECT live_sequence_events(10)`;
    await db.sql`UPDATE live_events SET numbered_at = clock_timestamp() - interval '20 minutes'`;
    // A fresh event numbered now; then one inserted twenty minutes ago by a transaction that committed only now
    // (so numbered after it); then a fresh one again.
    await db.sql`INSERT INTO live_events (channel, type, data) VALUES ('feed', 'feed', '{"n": 2}')`;
    await db.sql`SELECT live_sequence_events(10)`;
    await db.sql`
      INSERT INTO live_events (channel, type, data, created_at)
      VALUES ('feed', 'feed', '{"n": 3}', clock_timestamp() - interval '20 minutes')`;
    await db.sql`SELECT live_sequence_events(10)`;
    await db.sql`INSERT INTO live_events (channel, type, data) VALUES ('feed', 'feed', '{"n": 4}')`;
    await db.sql`SELECT live_sequence_events(10)`;

    // Pruned by insert time, n 3 went as soon as it was numbered: a hole between 2 and 4 that a fan-out not yet
    // past it, or a replay, would have stepped over with no `oldest` check failing.
    const [pruned] = await db.sql<
      { n: number }[]
    >`SELECT live_prune_events(interval '15 minutes', 1000) AS n`;
    expect(pruned?.n).toBe(1);
    const rows = await written(db);
    expect(rows.map((row) => (row.data as { n: number }).n)).toEqual([2, 3, 4]);
    const seqs = rows.map((row) => row.seq ?? 0);
    expect(seqs).toEqual([seqs[0], (seqs[0] ?? 0) + 1, (seqs[0] ?? 0) + 2]);
  });

  it('drops a prefix of the numbers only, even if the stamps are out of order (the clock stepped back)', async () => {
    await db.sql`
      INSERT INTO live_events (channel, type, data)
      SELECT 'feed', 'feed', jsonb_build_object('n', n) FROM generate_series(1, 5) AS n`;
    await db.sql`SELECT live_sequence_events(100)`;
    // n 2 is stamped as recent, n 3 as past the retention.
    await db.sql`
      UPDATE live_events SET numbered_at = clock_timestamp() -
        CASE WHEN (data->>'n')::integer <= 1 OR (data->>'n')::integer = 3 THEN interval '20 minutes' ELSE interval '0' END`;
    await db.sql`SELECT live_prune_events(interval '15 minutes', 1000)`;
    expect((await written(db)).map((row) => (row.data as { n: number }).n)).toEqual([4, 5]);
  });

  it('publishes the feed events in emit order, as public events', async () => {
    const feed = createFeedEvents();
    const failures: unknown[] = [];
    const stop = publishFeedEvents(feed, db.sql, {
      clock: systemClock,
      onError: (error) => failures.push(error),
    });
    const from = { feed: 'simulator', sequence: 12 };
    feed.emit('fixtureStatusChanged', {
      ...from,
      fixtureId: 77,
      sportId: 6046,
      oldStatus: 1,
      status: 2,
      startDate: new Date('2026-01-01T12:00:00Z'),
    });
    feed.emit('scoreChanged', {
      ...from,
      fixtureId: 77,
      sportId: 6046,
      status: 2,
      period: 10,
      clockSeconds: 600,
      homeScore: 1,
      awayScore: 0,
      oldHomeScore: 0,
      oldAwayScore: 0,
      periods: [{ period: 10, home: 1, away: 0, isFinished: false }],
    });
    feed.emit('feedStale', { feed: 'simulator', lastMessageAt: null });
    feed.emit('feedRecovered', { feed: 'simulator' });
    feed.emit('resynced', { feed: 'simulator', fromSequence: 3, toSequence: 12 });
    feed.emit('settlement', { ...from, fixtureId: 77, legs: [] });
    await eventually(async () => (await written(db)).length >= 5, 'the feed events were written');
    stop();
    feed.emit('feedStale', { feed: 'simulator', lastMessageAt: null });
    await new Promise((r) => setTimeout(r, 50));

    expect(failures).toEqual([]);
    expect(
      (await written(db)).map(({ channel, memberId, type, data }) => ({ channel, memberId, type, data })),
    ).toEqual([
      {
        channel: 'scores',
        memberId: null,
        type: 'fixture',
        data: { fixtureId: 77, sportId: 6046, status: 2, startDate: '2026-01-01T12:00:00.000Z' },
      },
      {
        channel: 'scores',
        memberId: null,
        type: 'score',
        data: {
          fixtureId: 77,
          sportId: 6046,
          status: 2,
          period: 10,
          clockSeconds: 600,
          homeScore: 1,
          awayScore: 0,
          periods: [{ period: 10, home: 1, away: 0 }],
        },
      },
      { channel: 'feed', memberId: null, type: 'feed', data: { stale: true } },
      { channel: 'feed', memberId: null, type: 'feed', data: { stale: false } },
      { channel: 'feed', memberId: null, type: 'resync', data: {} },
    ]);
  });

  it('refuses a private event without its member', async () => {
    await expect(
      db.sql`INSERT INTO live_events (channel, type, data) VALUES ('balance', 'balance', '{}')`,
    ).rejects.toThrow(/live_events_private_has_member/);
    await expect(
      db.sql`INSERT INTO live_events (channel, member_id, type, data) VALUES ('odds', ${member01}, 'odds', '{}')`,
    ).rejects.toThrow(/live_events_private_has_member/);
  });
});
