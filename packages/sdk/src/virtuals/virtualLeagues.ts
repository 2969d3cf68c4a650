/** The four virtual sports of the spec's /bet365/... routes. */
export type VirtualSport = 'soccer' | 'basketball' | 'dog' | 'horse';

/** A name in both of the site's languages. */
export interface VirtualName {
  readonly ko: string;
  readonly en: string;
}

/** A team or runner with its published integer strength (the model's only input). */
export interface VirtualEntrant {
  readonly name: VirtualName;
  readonly strength: number;
}

/** One league of the schedule: its route, entrants, cadence and the margin its odds carry. */
export interface VirtualLeague {
  /** `<sport>/<route slug>`: the path after /bet365/. */
  readonly id: string;
  readonly sport: VirtualSport;
  readonly name: VirtualName;
  /** Seconds between two events' starts (events are epoch-aligned to it). */
  readonly cycleSeconds: number;
  /** Soccer and basketball play a round of several matches at once; a race is one event. */
  readonly matchesPerRound: number;
  /** Runners in a race's field (0 for team sports). */
  readonly fieldSize: number;
  /** The return to player every market's odds are priced at: odds = floor₀.₀₁(rtp / probability). */
  readonly rtp: string;
  readonly entrants: readonly VirtualEntrant[];
}

/** The lifecycle every league shares (issue 14). */
export const VIRTUAL_SCHEDULE = {
  /** Betting closes this many seconds before the start. */
  closeSeconds: 15,
  /** The event plays this long; its result is final at the end. */
  playSeconds: 60,
  /** Days of results kept. */
  keepDays: 21,
} as const;

const e = (ko: string, en: string, strength: number): VirtualEntrant => ({ name: { ko, en }, strength });

// Names are kbet's own inventions: the spec keeps bet365's paths, never a real club's or track's brand.
const PREMIERSHIP = [
  e('런체스터 레드', 'Lonchester Red', 82),
  e('노스포트 유나이티드', 'Northport United', 76),
  e('블루웰 시티', 'Bluewell City', 71),
  e('에버튼 로버스', 'Everton Rovers', 64),
  e('킹스브리지', 'Kingsbridge', 58),
  e('해밀 타운', 'Hamill Town', 52),
  e('웨스트 애슬레틱', 'West Athletic', 46),
  e('리버데일', 'Riverdale', 40),
];
const EUROCUP = [
  e('레드 라이언스', 'Red Lions', 80),
  e('오렌지 윙스', 'Orange Wings', 74),
  e('블루 로스터스', 'Blue Roosters', 72),
  e('화이트 이글스', 'White Eagles', 66),
  e('그린 샴록스', 'Green Shamrocks', 55),
  e('골드 크라운스', 'Gold Crowns', 53),
  e('실버 울브스', 'Silver Wolves', 48),
  e('노던 스타스', 'Northern Stars', 42),
];
const SUPERLEAGUE = [
  e('아틀라스 FC', 'Atlas FC', 78),
  e('포르투나', 'Fortuna', 73),
  e('올림피아', 'Olympia', 69),
  e('발키리', 'Valkyrie', 63),
  e('메리디안', 'Meridian', 57),
  e('코로나도', 'Coronado', 51),
  e('솔리스', 'Solis', 47),
  e('테라노바', 'Terranova', 41),
];
const WORLDCUP = [
  e('대한민국', 'Korea Republic', 70),
  e('브라질', 'Brazil', 84),
  e('프랑스', 'France', 81),
  e('아르헨티나', 'Argentina', 80),
  e('일본', 'Japan', 62),
  e('멕시코', 'Mexico', 58),
  e('호주', 'Australia', 50),
  e('캐나다', 'Canada', 47),
];
const REPLAY = [
  e('시애틀 스톰러너스', 'Seattle Stormrunners', 80),
  e('덴버 피크스', 'Denver Peaks', 74),
  e('오스틴 카우보이스', 'Austin Wranglers', 68),
  e('멤피스 리버보츠', 'Memphis Riverboats', 61),
];
const WATERPORT = [
  e('워터포트 샤크스', 'Waterport Sharks', 77),
  e('하버 타이탄스', 'Harbor Titans', 71),
  e('베이사이드 웨이브스', 'Bayside Waves', 64),
  e('코럴 돌핀스', 'Coral Dolphins', 58),
];
const dogs = (names: readonly (readonly [string, string])[], strengths: readonly number[]) =>
  names.map(([ko, en], i) => e(ko, en, strengths[i] ?? 20));
const GOLDEN_HILL = dogs(
  [
    ['번개', 'Lightning'],
    ['은빛 화살', 'Silver Arrow'],
    ['검은 바람', 'Black Wind'],
    ['여우비', 'Sunshower'],
    ['질주', 'Dash'],
    ['별똥별', 'Shooting Star'],
    ['회오리', 'Whirlwind'],
    ['모래폭풍', 'Sandstorm'],
  ],
  [32, 28, 25, 22, 20, 18, 16, 14],
);
const HILLSIDE = dogs(
  [
    ['초승달', 'Crescent'],
    ['산들바람', 'Breeze'],
    ['불꽃', 'Flame'],
    ['파도', 'Wave'],
    ['천둥', 'Thunder'],
    ['눈보라', 'Blizzard'],
    ['새벽', 'Dawn'],
  ],
  [30, 27, 24, 21, 19, 17, 15],
);
const horses = (names: readonly (readonly [string, string])[]) =>
  names.map(([ko, en], i) => e(ko, en, 40 - ((i * 3) % 29)));
const BRITANNIA = horses([
  ['왕의 기사', "King's Knight"],
  ['푸른 초원', 'Blue Meadow'],
  ['황금 갈기', 'Golden Mane'],
  ['새벽 질주', 'Dawn Gallop'],
  ['폭풍의 눈', 'Eye of the Storm'],
  ['은하수', 'Milky Way'],
  ['붉은 노을', 'Red Sunset'],
  ['고요한 밤', 'Silent Night'],
  ['바람의 노래', 'Windsong'],
  ['용감한 심장', 'Brave Heart'],
]);
const FESTIVAL = horses([
  ['축제의 왕', 'Festival King'],
  ['행운의 별', 'Lucky Star'],
  ['달빛 소나타', 'Moonlight Sonata'],
  ['번쩍임', 'Flash'],
  ['하늘 높이', 'Sky High'],
  ['장미 정원', 'Rose Garden'],
  ['검은 진주', 'Black Pearl'],
  ['여름 향기', 'Summer Scent'],
  ['천리마', 'Thousand Miles'],
  ['개선문', 'Triumph Arch'],
  ['은빛 물결', 'Silver Tide'],
  ['마지막 춤', 'Last Dance'],
]);
const VICTORIA = horses([
  ['여왕의 선물', "Queen's Gift"],
  ['빅토리 로드', 'Victory Road'],
  ['청춘', 'Youth'],
  ['불사조', 'Phoenix'],
  ['해돋이', 'Sunrise'],
  ['고원의 바람', 'Highland Wind'],
  ['유성', 'Meteor'],
  ['호박 달', 'Amber Moon'],
  ['푸른 강', 'Blue River'],
]);

const league = (
  id: string,
  ko: string,
  en: string,
  entrants: readonly VirtualEntrant[],
  shape: Pick<VirtualLeague, 'cycleSeconds' | 'matchesPerRound' | 'fieldSize' | 'rtp'>,
): VirtualLeague => ({
  id,
  sport: id.slice(0, id.indexOf('/')) as VirtualSport,
  name: { ko, en },
  entrants,
  ...shape,
});

const SOCCER = { cycleSeconds: 180, matchesPerRound: 4, fieldSize: 0, rtp: '0.92' } as const;
const BASKETBALL = { cycleSeconds: 150, matchesPerRound: 2, fieldSize: 0, rtp: '0.93' } as const;

/** Every virtual league of the spec's route list (spec §1), in menu order. */
export const VIRTUAL_LEAGUES: readonly VirtualLeague[] = [
  league('soccer/premierships', '프리미어십', 'Premiership', PREMIERSHIP, SOCCER),
  league('soccer/eurocups', '유로컵', 'Euro Cup', EUROCUP, SOCCER),
  league('soccer/superleague', '슈퍼리그', 'Superleague', SUPERLEAGUE, SOCCER),
  league('soccer/worldcup', '월드컵', 'World Cup', WORLDCUP, SOCCER),
  league('basketball/nbareplay', '농구 리플레이', 'Basketball Replay', REPLAY, BASKETBALL),
  league('basketball/waterportarena', '워터포트 아레나', 'Waterport Arena', WATERPORT, BASKETBALL),
  league('dog/goldenhillparks', '골든힐 파크', 'Golden Hill Park', GOLDEN_HILL, {
    cycleSeconds: 120,
    matchesPerRound: 1,
    fieldSize: 6,
    rtp: '0.90',
  }),
  league('dog/hillsideparks', '힐사이드 파크', 'Hillside Park', HILLSIDE, {
    cycleSeconds: 120,
    matchesPerRound: 1,
    fieldSize: 6,
    rtp: '0.90',
  }),
  league('horse/britanniaways', '브리타니아 웨이', 'Britannia Way', BRITANNIA, {
    cycleSeconds: 150,
    matchesPerRound: 1,
    fieldSize: 8,
    rtp: '0.90',
  }),
  league('horse/festivaldowns', '페스티벌 다운스', 'Festival Downs', FESTIVAL, {
    cycleSeconds: 150,
    matchesPerRound: 1,
    fieldSize: 10,
    rtp: '0.90',
  }),
  league('horse/victoriaparks', '빅토리아 파크', 'Victoria Park', VICTORIA, {
    cycleSeconds: 150,
    matchesPerRound: 1,
    fieldSize: 8,
    rtp: '0.90',
  }),
];

const BY_ID = new Map(VIRTUAL_LEAGUES.map((l) => [l.id, l]));

/**
 * The league with this id (`<sport>/<slug>`), if any.
 * @example findVirtualLeague('soccer/premierships')?.name.ko // '프리미어십'
 */
export const findVirtualLeague = (id: string): VirtualLeague | undefined => BY_ID.get(id);

/** Korean names of the sports, for menus. */
export const VIRTUAL_SPORT_NAMES: Readonly<Record<VirtualSport, string>> = {
  soccer: '축구',
  basketball: '농구',
  dog: '그레이하운드',
  horse: '경마',
};
