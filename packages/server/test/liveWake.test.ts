import type { LiveMessage } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '../src/db/createSql';
import { announceLiveWrites, notifyLiveWrites, publishLiveEvent } from '../src/domain/live';
import { eventsOf, openStream, type SseClient } from './liveSseClient';
import { type LoggedIn, login, startTwoInstances, type TestApp, type TwoInstances } from './support/testApp';
import type { TestDatabase } from './support/testDatabase';

// Read when the apps are built: the sequencer's safety poll and the heartbeats never fire during the test, so
// an event reaches a stream only if a wake-up numbered it.
process.env.LIVE_SEQUENCE_MS = '3600000';
process.env.LIVE_HEARTBEAT_MS = '3600000';

const isReady = (ms: LiveMessage[]) => ms.some((m) => m.type === 'ready');

describe('live push without the sequencer poll: a committed write wakes the sequencer', () => {
  let two: TwoInstances;
  let db: TestDatabase;
  let a: TestApp;
  let urlB: string;
  let admin: LoggedIn;
  let member01: LoggedIn;
  const streams: SseClient[] = [];

  const stream = async (who: LoggedIn) => {
    const client = await openStream(urlB, { headers: who.headers });
    streams.push(client);
    await client.until(isReady);
    return client;
  };

  beforeAll(async () => {
    two = await startTwoInstances();
    ({ db, a, urlB } = two);
    admin = await login(a.app, 'admin01');
    member01 = await login(a.app, 'member01');
  });

  afterAll(async () => {
    for (const client of streams) client.close();
    await two.close();
  });

  it("delivers a balance event written by one instance's HTTP request to a stream on the other", async () => {
    const member = await stream(member01);
    const adjusted = await a.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: { ...admin.headers, 'idempotency-key': 'wake-adjust-1' },
      payload: { userId: 'member01', amount: 700, kind: 'point', reason: '이벤트 보상' },
    });
    expect(adjusted.statusCode).toBe(200);
    const [event] = eventsOf(await member.until((ms) => eventsOf(ms).length >= 1));
    expect(event).toMatchObject({
      type: 'balance',
      data: { transactionId: adjusted.json().transactionId, kind: 'staff_adjustment' },
    });
    // Numbered in order after the stream's ready frame: no gap.
    expect(event?.prev).toBe(member.messages[0]?.seq);
  });

  it('delivers an event of a business transaction once announceLiveWrites follows its commit', async () => {
    const member = await stream(member01);
    await db.sql.begin((tx) =>
      publishLiveEvent(tx, { channel: 'feed', type: 'feed', data: { stale: true } }),
    );
    announceLiveWrites();
    const events = eventsOf(await member.until((ms) => eventsOf(ms).length >= 1));
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'feed', data: { stale: true } },
    ]);
  });

  it('delivers an event committed by a process without a hub once notifyLiveWrites follows its commit', async () => {
    const member = await stream(member01);
    // Another process's pool: no hub, so no in-process announcement reaches a sequencer.
    const outside = createSql(db.url, { max: 1 });
    try {
      await outside.begin((tx) =>
        publishLiveEvent(tx, { channel: 'feed', type: 'feed', data: { stale: false } }),
      );
      await notifyLiveWrites(outside);
    } finally {
      await outside.end({ timeout: 5 });
    }
    const events = eventsOf(await member.until((ms) => eventsOf(ms).length >= 1));
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'feed', data: { stale: false } },
    ]);
  });
});
