import { appendFileSync } from 'node:fs';
import { it } from 'vitest';

const log = (...a: unknown[]) =>
  appendFileSync(
    '/tmp/scratch/log.txt',
    `${a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}\n`,
  );

import { createSimulation } from '../src/domain/simulator/createSimulation';

it('scratch', () => {
  const t0 = Date.UTC(2026, 0, 1, 10);
  const started = performance.now();
  const sim = createSimulation({ seed: 1, speed: 60, now: t0 });
  log('created', sim.fixtureIds().length, 'fixtures in', Math.round(performance.now() - started), 'ms');
  const snap = sim.snapshot();
  const bets = snap.messages[0]!.Body.Events.reduce(
    (s, e) => s + (e.Markets ?? []).reduce((t, m) => t + m.Bets.length, 0),
    0,
  );
  log('snapshot bets', bets, 'json bytes', JSON.stringify(snap).length);
  const ev = snap.messages[0]!.Body.Events[0]!;
  log(
    JSON.stringify(ev.Fixture),
    JSON.stringify(
      ev.Markets!.map((m) => [
        m.Id,
        m.NameKorean,
        m.Bets.map((b) => `${b.Name} ${b.Line ?? ''} ${b.Price}`).join(' | '),
      ]),
      null,
      1,
    ),
  );
  const t1 = performance.now();
  const msgs = sim.advance((3 * 3600_000) / 4);
  log('advance 3h', msgs.length, 'messages in', Math.round(performance.now() - t1), 'ms');
  const counts: Record<number, number> = {};
  for (const m of msgs) counts[m.Header.Type] = (counts[m.Header.Type] ?? 0) + 1;
  log(counts);
  const settle = msgs.filter((m) => m.Header.Type === 35);
  const finished = new Set<number>();
  for (const m of msgs)
    if (m.Header.Type === 2)
      for (const e of (m as any).Body.Events)
        if (e.Livescore.Scoreboard.Status === 3) {
          finished.add(e.FixtureId);
        }
  log('finished', finished.size);
  for (const m of msgs)
    if (m.Header.Type === 2)
      for (const e of (m as any).Body.Events)
        if (e.Livescore.Scoreboard.Status === 3)
          log(
            e.FixtureId,
            JSON.stringify(e.Livescore.Scoreboard),
            e.Livescore.Periods.map((p: any) => `${p.Type}:${p.Results[0].Value}-${p.Results[1].Value}`).join(
              ' ',
            ),
          );
  log('settlement msgs', settle.length);
});
