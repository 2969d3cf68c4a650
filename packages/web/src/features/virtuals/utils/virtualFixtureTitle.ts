import type { VirtualFixture } from '@kbet/sdk';

/**
 * An event's title: a match's two teams, or a race's venue and number.
 * @example virtualFixtureTitle(fixture) // '런체스터 레드 vs 리버데일'
 */
export const virtualFixtureTitle = (f: VirtualFixture): string =>
  f.away ? `${f.home} vs ${f.away}` : `${f.home} ${f.roundNo}경주`;
