// A fixed sports board for screenshots and the web bench: a few leagues of the six sports with pre-match and
// in-play fixtures, written into the feed tables as the feed adapter would. Fixed content makes screenshots
// comparable and Lighthouse runs repeatable, whatever the simulator would have scheduled.

import { fromServer } from './kbetServer.mjs';

const SPORTS = [
  [6046, 'Football', '축구', 1],
  [48242, 'Basketball', '농구', 2],
  [154914, 'Baseball', '야구', 3],
  [154830, 'Volleyball', '배구', 4],
  [687890, 'E-Games', 'e스포츠', 5],
  [35232, 'Ice Hockey', '아이스하키', 6],
];

const LOCATIONS = [
  [9101, 'South Korea', '대한민국'],
  [9102, 'England', '잉글랜드'],
  [9103, 'Spain', '스페인'],
  [9104, 'USA', '미국'],
  [9105, 'World', '국제'],
];

// [id, sport, location, English, Korean, Korean-style, fixtures as [home, away, hours from now or 'live']]
const LEAGUES = [
  [
    9201,
    6046,
    9101,
    'K League 1',
    'K리그1',
    true,
    [
      ['울산 HD', '전북 현대 모터스', 'live'],
      ['FC 서울', '포항 스틸러스', 3],
      ['강원 FC', '김천 상무', 5],
      ['수원 FC', '제주 SK', 26],
    ],
  ],
  [
    9202,
    6046,
    9102,
    'Premier League',
    '프리미어리그',
    false,
    [
      ['맨체스터 시티', '아스널', 'live'],
      ['리버풀', '첼시', 4],
      ['토트넘 홋스퍼', '뉴캐슬 유나이티드', 6],
      ['애스턴 빌라', '브라이튼', 28],
    ],
  ],
  [
    9203,
    6046,
    9103,
    'La Liga',
    '라리가',
    false,
    [
      ['레알 마드리드', '바르셀로나', 7],
      ['아틀레티코 마드리드', '세비야', 30],
    ],
  ],
  [
    9204,
    48242,
    9104,
    'NBA',
    'NBA',
    false,
    [
      ['LA 레이커스', '보스턴 셀틱스', 'live'],
      ['골든스테이트 워리어스', '밀워키 벅스', 9],
    ],
  ],
  [9205, 48242, 9101, 'KBL', 'KBL', true, [['서울 SK 나이츠', '원주 DB 프로미', 8]]],
  [
    9206,
    154914,
    9101,
    'KBO',
    'KBO 리그',
    true,
    [
      ['LG 트윈스', '두산 베어스', 5],
      ['KIA 타이거즈', '삼성 라이온즈', 29],
    ],
  ],
  [9207, 154830, 9101, 'V-League', 'V-리그', true, [['대한항공 점보스', '현대캐피탈 스카이워커스', 10]]],
  [9208, 687890, 9105, 'LCK', 'LCK', true, [['T1', '젠지', 11]]],
  [9209, 35232, 9104, 'NHL', 'NHL', false, [['뉴욕 레인저스', '토론토 메이플리프스', 12]]],
];

const THREE_WAY = new Set([6046, 35232]);

/** Deterministic prices around a fair book, so every run shows the same board. */
function prices(seed, outcomes) {
  const tilt = ((seed * 37) % 90) / 100;
  if (outcomes === 3)
    return [(1.7 + tilt).toFixed(2), (3.1 + tilt / 3).toFixed(2), (4.6 - tilt * 2).toFixed(2)];
  return [(1.55 + tilt).toFixed(2), (2.45 - tilt / 1.5).toFixed(2)];
}

function marketsFor(fixtureId, sportId, seed) {
  const [home, draw, away] = prices(seed, 3);
  const [one, two] = prices(seed, 2);
  const line = sportId === 48242 ? '215.5' : sportId === 154914 ? '8.5' : '2.5';
  const markets = THREE_WAY.has(sportId)
    ? [
        [
          1,
          '1X2',
          '승무패',
          [
            ['1', null, home],
            ['X', null, draw],
            ['2', null, away],
          ],
        ],
      ]
    : [
        [
          52,
          '12',
          '승패',
          [
            ['1', null, one],
            ['2', null, two],
          ],
        ],
      ];
  markets.push([
    2,
    'Under/Over',
    '언더오버',
    [
      ['Over', line, '1.87'],
      ['Under', line, '1.93'],
    ],
  ]);
  markets.push([
    3,
    'Asian Handicap',
    '핸디캡',
    [
      ['1', '-0.5', '1.95'],
      ['2', '0.5', '1.85'],
    ],
  ]);
  return markets.map(([marketId, name, nameKorean, odds], sortOrder) => ({
    marketId,
    name,
    nameKorean,
    sortOrder,
    odds: odds.map(([oddsName, oddsLine, price], index) => ({
      id: `${fixtureId}_${marketId}_${oddsName}${oddsLine ?? ''}`,
      name: oddsName,
      line: oddsLine,
      baseLine: marketId === 3 ? '-0.5' : oddsLine,
      price,
      sortOrder: index,
    })),
  }));
}

/**
 * Writes the board into the feed tables unless the feed already has open fixtures (a running simulator).
 * Returns how many fixtures it wrote.
 * @example await seedDemoFixtures(kbet.databaseUrl);
 */
export async function seedDemoFixtures(databaseUrl, now = new Date()) {
  const { default: postgres } = await fromServer('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ open }] = await sql`SELECT count(*)::int AS open FROM feed_fixtures WHERE status IN (1, 2, 9)`;
    if (open > 0) return 0;
    let written = 0;
    await sql.begin(async (tx) => {
      for (const [id, name, nameKorean, sortOrder] of SPORTS) {
        await tx`
          INSERT INTO feed_sports (id, name, name_korean, sort_order) VALUES (${id}, ${name}, ${nameKorean}, ${sortOrder})
          ON CONFLICT (id) DO NOTHING`;
      }
      for (const [id, name, nameKorean] of LOCATIONS) {
        await tx`
          INSERT INTO feed_locations (id, name, name_korean) VALUES (${id}, ${name}, ${nameKorean})
          ON CONFLICT (id) DO NOTHING`;
      }
      let fixtureId = 8_000_001;
      let participant = 9_001;
      for (const [leagueId, sportId, locationId, name, nameKorean, koreanStyle, fixtures] of LEAGUES) {
        await tx`
          INSERT INTO feed_leagues (id, sport_id, location_id, name, name_korean, korean_style)
          VALUES (${leagueId}, ${sportId}, ${locationId}, ${name}, ${nameKorean}, ${koreanStyle})
          ON CONFLICT (id) DO NOTHING`;
        for (const [home, away, when] of fixtures) {
          const live = when === 'live';
          const start = new Date(now.getTime() + (live ? -35 : when) * (live ? 60_000 : 3_600_000));
          await tx`
            INSERT INTO feed_fixtures (id, sport_id, location_id, league_id, start_date, status, home_participant_id,
              home_name, home_name_korean, away_participant_id, away_name, away_name_korean, current_period,
              home_score, away_score, clock_seconds, clock_running)
            VALUES (${fixtureId}, ${sportId}, ${locationId}, ${leagueId}, ${start}, ${live ? 2 : 1}, ${participant},
              ${home}, ${home}, ${participant + 1}, ${away}, ${away}, ${live ? (sportId === 6046 ? 10 : 2) : -1},
              ${live ? 1 : 0}, ${live ? fixtureId % 2 : 0}, ${live ? 35 * 60 : 0}, ${live})`;
          participant += 2;
          for (const market of marketsFor(fixtureId, sportId, fixtureId)) {
            await tx`
              INSERT INTO feed_markets (fixture_id, market_id, name, name_korean, sort_order)
              VALUES (${fixtureId}, ${market.marketId}, ${market.name}, ${market.nameKorean}, ${market.sortOrder})`;
            for (const odds of market.odds) {
              await tx`
                INSERT INTO feed_odds (id, fixture_id, market_id, name, line, base_line, price, sort_order)
                VALUES (${odds.id}, ${fixtureId}, ${market.marketId}, ${odds.name}, ${odds.line}, ${odds.baseLine},
                  ${odds.price}::numeric, ${odds.sortOrder})`;
            }
          }
          fixtureId += 1;
          written += 1;
        }
      }
    });
    return written;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
