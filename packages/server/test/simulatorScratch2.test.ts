import { appendFileSync } from 'node:fs';
import { it } from 'vitest';
import { createSimulation } from '../src/domain/simulator/createSimulation';

const log = (...a: unknown[]) =>
  appendFileSync(
    '/tmp/scratch/log2.txt',
    `${a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}\n`,
  );

it('scratch2', () => {
  const t0 = Date.UTC(2026, 0, 1, 10);
  for (const sportId of [6046, 48242, 154914, 154830, 687890, 35232]) {
    const sim = createSimulation({ seed: 1, speed: 600, now: t0, horizonMs: 0 });
    const s = performance.now();
    for (let i = 0; i < 10; i++) sim.addFixture({ sportId, startAt: t0 + 60_000 });
    log(sportId, 'create x10', Math.round(performance.now() - s), 'ms');
    const s2 = performance.now();
    const msgs = sim.advance(((4 * 3600_000) / 600) * 2);
    log(
      sportId,
      'play',
      Math.round(performance.now() - s2),
      'ms',
      msgs.length,
      'msgs',
      sim
        .fixtureIds()
        .map((id) => sim.fixtureStatus(id))
        .join(','),
    );
  }
});
