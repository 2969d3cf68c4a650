import type { MinigameFamilyId } from './minigameFamilyIds';

/** One mini-game: a family's draw with its own id (its first route), name and round length. */
export interface MinigameGame {
  /** The path after /minigame/ of the game's first route; the draw's message starts with it. */
  readonly id: string;
  readonly family: MinigameFamilyId;
  readonly name: string;
  readonly roundSeconds: number;
  /** Every route of the spec that shows this game (the /minigame/next/… group repeats four games). */
  readonly routes: readonly string[];
}

const game = (
  id: string,
  family: MinigameFamilyId,
  name: string,
  roundSeconds: number,
  alias?: string,
): MinigameGame => ({
  id,
  family,
  name,
  roundSeconds,
  routes: alias ? [`/minigame/${id}`, `/minigame/${alias}`] : [`/minigame/${id}`],
});

/**
 * Every mini-game of the spec's route list (spec §1). The draws are kbet's own (compliance §9): names that echo
 * a lottery's game keep the spec's path but never its brand.
 */
export const MINIGAME_GAMES: readonly MinigameGame[] = [
  game('donghang', 'powerball', '파워볼', 300),
  game('donghang-sadari', 'ladder', '파워사다리', 300),
  game('kino-sadari', 'kenoLadder', '키노사다리', 300),
  game('speed-kino', 'keno', '스피드키노', 300),
  game('next', 'powerball', '넥스트 파워볼', 300, 'next/next'),
  game('next-sadari', 'ladder', '넥스트 사다리', 300, 'next/next-sadari'),
  game('next-bakara', 'baccarat', '넥스트 바카라', 60, 'next/next-bakara'),
  game('next-onering', 'roulette', '넥스트 원링', 60, 'next/next-onering'),
  game('gopick/donghang_powerball', 'powerball', '고픽 파워볼', 300),
  game('oddgame/particle_ladder30', 'ladder', '파티클 사다리 30초', 30),
  game('oddgame/updown30', 'upDown', '업다운 30초', 30),
  game('oddgame/penalty_kick', 'penaltyKick', '승부차기', 60),
  game('oddgame/horse_racing30', 'horseRace', '경마 30초', 30),
  game('oddgame/dragon_tiger', 'dragonTiger', '드래곤타이거', 60),
  game('gamestar/lyanmuzi', 'ladder', '냥무지 사다리', 60),
  game('gamestar/goldpigdari', 'ladder', '황금돼지 사다리', 60),
  game('gamestar/split', 'oddEven', '스플릿 홀짝', 60),
  game('boscore/ladder1', 'ladder', '보스코어 사다리 1분', 60),
  game('boscore/ladder2', 'ladder', '보스코어 사다리 2분', 120),
  game('boscore/ladder3', 'ladder', '보스코어 사다리 3분', 180),
  game('lotus/baccarat', 'baccarat', '로투스 바카라', 60),
  game('lotus/oddeven', 'oddEven', '로투스 홀짝', 60),
  game('lotus/dragontiger', 'dragonTiger', '로투스 드래곤타이거', 60),
  game('token/roulette', 'roulette', '토큰 룰렛', 60),
  game('token/highrow', 'highLow', '토큰 하이로우', 60),
  game('token/highrow5', 'highLow', '토큰 하이로우 5분', 300),
];

const BY_ID = new Map(MINIGAME_GAMES.map((g) => [g.id, g]));
const BY_ROUTE = new Map(MINIGAME_GAMES.flatMap((g) => g.routes.map((route) => [route, g] as const)));

/**
 * The game with this id, if any.
 * @example findMinigameGame('speed-kino')?.family // 'keno'
 */
export const findMinigameGame = (id: string): MinigameGame | undefined => BY_ID.get(id);

/**
 * The game a route shows, if any.
 * @example minigameGameByRoute('/minigame/next/next-bakara')?.id // 'next-bakara'
 */
export const minigameGameByRoute = (route: string): MinigameGame | undefined => BY_ROUTE.get(route);
