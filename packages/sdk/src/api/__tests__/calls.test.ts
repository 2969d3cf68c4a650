import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../schemas/__tests__/samples';
import { BetRequest } from '../../schemas/betting';
import { signUpDefaults } from '../../schemas/signUpDefaults';
import { createKbetAdminClient, type KbetAdminClient as KbetClient } from '../createKbetAdminClient';
import { startTestServer, type TestServer } from './testServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One client call: what it must send, what the server answers and what the caller gets back. */
interface Case {
  readonly name: string;
  readonly call: (client: KbetClient) => Promise<unknown>;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  /** Money-moving: the request carries an Idempotency-Key. */
  readonly money?: boolean;
  readonly reply?: unknown;
  /** What the call resolves to, when it differs from the reply. */
  readonly result?: unknown;
}

const at = samples.user.updatedAt;
const user = { ...samples.user, userRolling: '0', userRollingMini: '1', userRollingSports: '2' };
const oddsRow = { ...samples.oddsRow, fixtureId: 12345, betPrice: '1.85', version: '8' };
const fixtureSummary = {
  fixtureId: 12345,
  sportId: 6046,
  sportName: 'Football',
  sportNameKorean: '축구',
  locationId: 1,
  locationName: 'South Korea',
  locationNameKorean: '대한민국',
  leagueId: 101,
  leagueName: 'K League 1',
  leagueNameKorean: 'K리그1',
  startDate: at,
  status: 2,
  home: { id: 1001, name: 'Ulsan HD', nameKorean: '울산 HD' },
  away: { id: 1004, name: 'FC Seoul', nameKorean: 'FC 서울' },
  livescore: {
    period: 10,
    clockSeconds: 1_260,
    homeScore: 1,
    awayScore: 0,
    periods: [{ period: 10, homeScore: 1, awayScore: 0, isFinished: false }],
  },
  marketCount: 10,
  markets: [
    {
      marketId: 1,
      name: '1X2',
      nameKorean: '승무패',
      period: 100,
      odds: [{ ...oddsRow, betBaseLine: null, status: 1 }],
    },
  ],
};
const historySlip = [
  { ...samples.betLeg, ...samples.betSlipHeader, sports_betting_sports_fixture_id: 12345 },
];
const coinBody = { tx_id: 'tx-1', user_id: 'player01', user_num: 7, balance: 3 };
const streams = {
  premierships: 'https://s/1',
  eurocups: 'https://s/2',
  superleague: 'https://s/3',
  worldcup: 'https://s/4',
};
const inquiryBody = { memberId: 7, title: '입금 문의', questionContents: '계좌 문의' };
const adminPost = { ...samples.notice, category: 'notice', noticeType: 0, updatedAt: at };
const adminPopup = { ...samples.popup, createdAt: at, updatedAt: at };
const adminInquiry = { ...samples.inquiry, userId: 'member01', nickname: '회원01', kind: 'depositAccount' };
const siteSettings = {
  liveBettingTime: { '6046': 5 },
  realpokerMaintenanceFlag: 0,
  revolutionMaintenanceFlag: 0,
  systemMaintenanceFlg: 0,
  joinStartEndFlg: 1,
  siteTopNotice: '공지',
  siteNoticeFlg: 1,
  maintenanceStartAt: '2026-01-01T02:00:00.000Z',
  maintenanceEndAt: null,
};
const adminSettings = {
  site: siteSettings,
  attendance: { dailyPoints: 1_000, streakBonusDays: 7, streakBonusPoints: 10_000 },
};
const roulettePrizes = {
  normal: [
    { points: 0, weight: 3 },
    { points: 2_000, weight: 1 },
  ],
  vip: [
    { points: 0, weight: 1 },
    { points: 100_000, weight: 1 },
  ],
};
const couponRule = { id: 2, basis: 'amount', threshold: 100_000, couponKind: 'normal', coupons: 1 } as const;
const adminMember = {
  id: 31,
  userId: 'newbie01',
  nickname: '신입01',
  status: 'pending',
  role: 1,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  createdAt: at,
  emoney: 0,
};
const adminMemberDetail = {
  ...adminMember,
  phoneNumber: '01012345678',
  accountHolder: '홍길동',
  bankCode: 4,
  bankAccountNumber: '1002000001',
  recommenderUserId: null,
  signupCode: 'KBET01',
  banDate: null,
  balances: { emoney: 0, casinoMoney: 0, point: 0, comp: 0, withdrawHold: 0 },
  sessions: [
    {
      id: 3,
      createdAt: at,
      lastSeenAt: at,
      endedAt: null,
      endReason: null,
      ip: '127.0.0.1',
      userAgent: null,
    },
  ],
  responsibleGambling: { exclusion: null, depositLimits: samples.depositLimits, realityCheckMinutes: 30 },
};
const adminCharge = {
  ...samples.charge,
  userId: 'player01',
  nickname: '플레이어',
  bonusAmount: null,
  processedBy: null,
  processReason: null,
};

const minigameRound = {
  id: 3,
  gameId: 'oddgame/updown30',
  round: 7,
  kstDay: '2026-01-01',
  status: 'settled',
  startAt: '2026-01-01T00:03:00.000Z',
  closeAt: '2026-01-01T00:03:20.000Z',
  drawAt: '2026-01-01T00:03:30.000Z',
  commitment: 'a'.repeat(64),
  seed: 'b'.repeat(64),
  salt: 'c'.repeat(64),
  chainIndex: 7,
};
const minigameGameSettings = {
  id: 'oddgame/updown30',
  name: '업다운 30초',
  roundSeconds: 30,
  enabled: true,
  maintenance: false,
  closeSeconds: 5,
  closeSecondsRange: { min: 3, max: 10 },
  markets: [
    {
      marketId: 'up',
      label: '업',
      probability: '8/17',
      rtp: '0.965',
      defaultRtp: '0.95',
      rtpCap: '0.97',
      odds: '2.05',
    },
  ],
};

const minigameLimits = {
  levels: {
    '1': { minBet: 5_000, maxBet: 1_000_000, maxWin: 5_000_000 },
    '2': { minBet: 5_000, maxBet: 2_000_000, maxWin: 10_000_000 },
    '3': { minBet: 5_000, maxBet: 3_000_000, maxWin: 15_000_000 },
    '4': { minBet: 5_000, maxBet: 5_000_000, maxWin: 20_000_000 },
    '5': { minBet: 10_000, maxBet: 10_000_000, maxWin: 30_000_000 },
  },
  roundMaxStake: 10_000_000,
  roundMaxWin: 30_000_000,
};

const virtualRound = {
  id: 7,
  leagueId: 'premierships',
  roundNo: 42,
  status: 'settled',
  closeAt: '2026-11-26T03:00:45.000Z',
  startAt: '2026-11-26T03:01:00.000Z',
  endAt: '2026-11-26T03:02:00.000Z',
  commitment: 'c'.repeat(64),
  seed: 's'.repeat(64),
  salt: 'salt',
  events: [],
};

const adminMinigameRound = { ...minigameRound, result: '{"base":3,"next":9}', bets: 2, stake: 15_000 };

const adminFixture = {
  id: 9001,
  sportId: 6046,
  sportName: '축구',
  leagueName: 'K리그1',
  homeName: '울산',
  awayName: '서울',
  startDate: at,
  status: 3,
  homeScore: 2,
  awayScore: 1,
  slips: 4,
  waitingSlips: 0,
};
const fixtureSettlement = { fixture: adminFixture, settled: 3, resettled: 1, unsettled: 0, unchanged: 0 };
const periodScores = [
  { period: 10, homeScore: 1, awayScore: 0 },
  { period: 20, homeScore: 1, awayScore: 1 },
];

const cases: readonly Case[] = [
  // auth
  {
    name: 'auth.login',
    call: (c) => c.auth.login({ userId: 'player01', password: 'secret' }),
    method: 'POST',
    url: '/auth/login',
    body: { userId: 'player01', password: 'secret' },
    reply: { user: samples.user, token: 'jwt' },
    result: { user, token: 'jwt' },
  },
  { name: 'auth.logout', call: (c) => c.auth.logout(), method: 'POST', url: '/auth/logout' },
  {
    name: 'auth.totp.status',
    call: (c) => c.auth.totp.status(),
    method: 'GET',
    url: '/auth/totp',
    reply: { required: true, enrolled: false },
  },
  {
    name: 'auth.totp.enroll',
    call: (c) => c.auth.totp.enroll(),
    method: 'POST',
    url: '/auth/totp/enroll',
    reply: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/kbet%3Apartner01?secret=JBSWY3DPEHPK3PXP' },
  },
  {
    name: 'auth.totp.confirm',
    call: (c) => c.auth.totp.confirm({ otp: '123456' }),
    method: 'POST',
    url: '/auth/totp/confirm',
    body: { otp: '123456' },
    reply: { ok: true },
  },
  // member
  {
    name: 'member.get',
    call: (c) => c.member.get(7),
    method: 'GET',
    url: '/member/7',
    reply: samples.user,
    result: user,
  },
  {
    name: 'member.findPassword',
    call: (c) => c.member.findPassword({ phoneNumber: '5678', userId: 'player01', accountHolder: '홍길동' }),
    method: 'POST',
    url: '/member/find-password',
    body: { phoneNumber: '5678', userId: 'player01', accountHolder: '홍길동' },
    reply: { resetToken: 'rt' },
  },
  {
    name: 'member.resetPassword',
    call: (c) => c.member.resetPassword({ userId: 'player01', newPassword: 'newpass12', resetToken: 'rt' }),
    method: 'POST',
    url: '/member/change-password',
    body: { userId: 'player01', newPassword: 'newpass12', resetToken: 'rt' },
    reply: '패스워드를 수정했습니다. 다시 로그인 해주세요.',
  },
  {
    name: 'member.changePassword',
    call: (c) => c.member.changePassword(7, { oldPassword: 'old', password: 'newpass12' }),
    method: 'PUT',
    url: '/member/change-password/7',
    body: { oldPassword: 'old', password: 'newpass12' },
    reply: '패스워드를 수정했습니다. 다시 로그인 해주세요.',
  },
  {
    name: 'member.settings',
    call: (c) => c.member.settings(),
    method: 'GET',
    url: '/setting/user',
    reply: samples.userSettings,
  },
  {
    name: 'member.siteSettings',
    call: (c) => c.member.siteSettings(),
    method: 'GET',
    url: '/setting/site',
    reply: siteSettings,
  },
  // sign-up
  {
    name: 'signup.setting',
    call: (c) => c.signup.setting(),
    method: 'GET',
    url: '/settingSignUp',
    reply: { joinStartEndFlg: 1 },
  },
  {
    name: 'signup.suggestionCode',
    call: (c) => c.signup.suggestionCode({ codeEquals: 'ABC123' }),
    method: 'GET',
    url: '/suggestioncode?codeEquals=ABC123',
    reply: { type: 0, memberId: 3 },
  },
  {
    name: 'signup.check',
    call: (c) => c.signup.check({ nicknameEquals: '길동' }),
    method: 'GET',
    url: `/member/check?nicknameEquals=${encodeURIComponent('길동')}`,
    reply: { id: 3 },
    result: true,
  },
  {
    name: 'signup.sendSms',
    call: (c) => c.signup.sendSms({ data: 'ODIxMDEyMzQ1Njc4' }),
    method: 'POST',
    url: '/sms/send',
    body: { data: 'ODIxMDEyMzQ1Njc4' },
    reply: '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.',
  },
  {
    name: 'signup.checkAuthNumber',
    call: (c) => c.signup.checkAuthNumber({ phonenumber: '01012345678', authnumber: '123456' }),
    method: 'GET',
    url: '/sms/checkAuthNumber?phonenumber=01012345678&authnumber=123456',
    reply: '인증성공',
  },
  {
    name: 'signup.join',
    call: (c) => c.signup.join(samples.signUp),
    method: 'POST',
    url: '/member/join',
    // signup.test.ts pins the defaults to the spec; here they only have to be sent under the form's fields.
    body: {
      ...signUpDefaults,
      ...samples.signUp,
    },
    reply: '회원가입 신청이 완료되었습니다.',
  },
  // sports and betting
  {
    name: 'sports.sports',
    call: (c) => c.sports.sports(),
    method: 'GET',
    url: '/sports-prematch/sports',
    reply: [samples.sportListItem],
  },
  {
    name: 'sports.locations',
    call: (c) => c.sports.locations({ sportId: 6046 }),
    method: 'GET',
    url: '/sports-prematch/location?sportId=6046',
    reply: [samples.location],
  },
  {
    name: 'sports.leagues',
    call: (c) => c.sports.leagues({ sportId: 6046, locationId: 1 }),
    method: 'GET',
    url: '/sports-prematch/league?sportId=6046&locationId=1',
    reply: [samples.league],
  },
  {
    name: 'sports.fixtures',
    call: (c) => c.sports.fixtures({ gameType: 'KR', sportId: 6046, search: '울산', page: 2 }),
    method: 'GET',
    url: `/sports-prematch/fixtures?game_type=KR&sport_id=6046&search=${encodeURIComponent('울산')}&page=2`,
    reply: { items: [fixtureSummary], total: 16 },
  },
  {
    name: 'sports.events',
    call: (c) => c.sports.events({ page: 1 }),
    method: 'GET',
    url: '/sports-prematch/events?page=1',
    reply: { items: [fixtureSummary], total: 1 },
  },
  {
    name: 'sports.rules',
    call: (c) => c.sports.rules(),
    method: 'GET',
    url: '/sports-prematch/rules',
    reply: {
      combinations: { allowed: [['winDrawLose', 'overUnder']] },
      bonusItems: [
        {
          id: 'bonus_3',
          name: '3 Folder Bonus',
          nameKorean: '3폴더 보너스',
          price: '1.03',
          version: '1',
          minOdds: '1.3',
          minCount: 3,
        },
      ],
      products: ['sports', 'inplay'],
    },
  },
  {
    name: 'sports.fixture',
    call: (c) => c.sports.fixture(12345),
    method: 'GET',
    url: '/sports-prematch/fixtures/12345',
    reply: fixtureSummary,
  },
  {
    name: 'sports.inplay',
    call: (c) => c.sports.inplay({ sportId: 48242, locationId: 3, markets: 'none' }),
    method: 'GET',
    url: '/sports-prematch/inplay?sport_id=48242&location_id=3&markets=none',
    reply: { items: [], total: 0 },
  },
  {
    name: 'sports.upcoming',
    call: (c) => c.sports.upcoming({ soon: 10, leagues: 6 }),
    method: 'GET',
    url: '/sports-prematch/upcoming?soon=10&leagues=6',
    reply: {
      soon: [
        (({
          markets: _m,
          marketCount: _c,
          livescore: _l,
          locationId: _i,
          locationName: _n,
          locationNameKorean: _k,
          ...f
        }) => f)(fixtureSummary),
      ],
      leagues: [{ leagueId: 101, sportId: 6046, name: 'K리그1', fixtures: 3 }],
    },
  },
  {
    name: 'sports.results',
    call: (c) => c.sports.results({ sportId: 6046, date: '2026-01-01', league: 101, page: 2, perpage: 15 }),
    method: 'GET',
    url: '/sports-prematch/results?sport_id=6046&date=2026-01-01&league=101&page=2&perpage=15',
    reply: {
      items: [
        {
          ...Object.fromEntries(
            Object.entries(fixtureSummary).filter(
              ([key]) => !['livescore', 'marketCount', 'markets'].includes(key),
            ),
          ),
          status: 3,
          state: 'finished',
          homeScore: 2,
          awayScore: 1,
          periods: [{ period: 10, homeScore: 1, awayScore: 0 }],
          markets: [
            {
              marketId: 3,
              name: 'Asian Handicap',
              nameKorean: '핸디캡',
              selections: [{ name: '1', line: '-0.25', baseLine: '-0.25', settlement: 5 }],
            },
          ],
        },
      ],
      total: 16,
    },
  },
  {
    name: 'sports.scoreboard',
    call: (c) => c.sports.scoreboard({ sportId: 48242 }),
    method: 'GET',
    url: '/sports-prematch/scoreboard?sport_id=48242',
    reply: { items: [{ ...fixtureSummary, markets: [] }] },
  },
  {
    name: 'sports.markets',
    call: (c) => c.sports.markets(),
    method: 'GET',
    url: '/sportsMarket',
    reply: [samples.market],
  },
  {
    name: 'sports.memberBettingSetting',
    call: (c) => c.sports.memberBettingSetting(7),
    method: 'GET',
    url: '/settingMemberBetting/7',
    reply: { bettingSetFlag: 1, firstPoint: '10', perPoint: '5' },
  },
  {
    name: 'sports.bet',
    call: (c) => c.sports.bet(BetRequest.parse(samples.betRequest)),
    method: 'POST',
    url: '/sports-prematch/betting',
    // The typed request encoded for the wire: fixture ids as strings, the bonus item's as 'bonus' (spec §3).
    body: {
      ...samples.betRequest,
      bettings: [
        { betPrice: '1.85', fixtureId: '12345', oddsId: '12345_1_1', sportId: 6046, version: '8' },
        { betPrice: '1.85', fixtureId: 'bonus', oddsId: 'bonus_1', sportId: 0, version: '1' },
      ],
    },
    money: true,
    reply: samples.betPlaced,
  },
  {
    name: 'sports.count',
    call: (c) => c.sports.count({ page: 1, perpage: 10, gameType: 1, memberUserId: 'player01' }),
    method: 'GET',
    url: '/sports-prematch/count?page=1&perpage=10&gameType=1&memberUserId=player01&user=1',
    reply: 12,
  },
  {
    name: 'sports.bettings',
    call: (c) =>
      c.sports.bettings({ page: 2, perpage: 10, gameType: 2, memberUserId: 'player01', from: '2025-03-01' }),
    method: 'GET',
    url: '/sports-prematch/bettings?page=2&perpage=10&gameType=2&memberUserId=player01&from=2025-03-01&user=1',
    reply: [[{ ...samples.betLeg, ...samples.betSlipHeader }]],
    result: [historySlip],
  },
  {
    name: 'sports.deleteSlips',
    call: (c) => c.sports.deleteSlips([901, { id: 902 }]),
    method: 'POST',
    url: '/sports-prematch/user-delete',
    body: [901, { id: 902 }],
    reply: '삭제되었습니다.',
  },
  {
    name: 'sports.cancelSlip',
    call: (c) => c.sports.cancelSlip(901),
    method: 'POST',
    url: '/sports-prematch/user/cancelAll/901',
    money: true,
    reply: '취소되었습니다.',
  },
  // mini-games, virtual sports, hold'em, casino
  {
    name: 'games.minigame.bettingSettings',
    call: (c) => c.games.minigame.bettingSettings(),
    method: 'GET',
    url: '/settingMinigameBetting',
    reply: [samples.minigameBettingSetting],
  },
  {
    name: 'games.minigame.events',
    call: (c) => c.games.minigame.events('donghang'),
    method: 'GET',
    url: '/minigame/events?gameId=donghang',
    reply: [
      {
        id: 1,
        gameId: 'donghang',
        round: 12,
        status: 1,
        startAt: at,
        closeAt: at,
        result: null,
        odds: [oddsRow],
      },
    ],
  },
  {
    name: 'games.minigame.setting',
    call: (c) => c.games.minigame.setting('gopick/donghang_powerball'),
    method: 'GET',
    url: '/settingMinigame/gopick%2Fdonghang_powerball',
    reply: samples.minigameSetting,
  },
  {
    name: 'games.casino.vendors',
    call: (c) => c.games.casino.vendors({ vertical: 'slot' }),
    method: 'GET',
    url: '/casino/vendors?vertical=slot',
    reply: [
      {
        thirdPartyCode: 'kbetslot',
        thirdPartyName: 'kbet 슬롯',
        vertical: 'slot',
        maintenanceFlag: 0,
        games: [{ code: 'slot-fruits', name: '프루츠 5' }],
      },
    ],
  },
  {
    name: 'games.casino.transfer',
    call: (c) => c.games.casino.transfer({ direction: 'toCasino', amount: 10_000 }),
    method: 'POST',
    url: '/casino-money/transfer',
    body: { direction: 'toCasino', amount: 10_000 },
    money: true,
    reply: { emoney: 90_000, casinoMoney: 10_000 },
  },
  {
    name: 'games.virtual.games',
    call: (c) => c.games.virtual.games({ sportsType: 'soccer', league: 'premierships' }),
    method: 'GET',
    url: '/virtureGame?sportsType=soccer&league=premierships&status=1',
    reply: [samples.virtualGame],
    result: [{ ...samples.virtualGame, fixtureId: 31 }],
  },
  {
    name: 'games.virtual.odds',
    call: (c) => c.games.virtual.odds({ fixtureId: 31 }),
    method: 'GET',
    url: '/virtureGame/odds?fixtureId=31',
    reply: [samples.oddsRow],
    result: [oddsRow],
  },
  {
    name: 'games.virtual.fixtures',
    call: (c) => c.games.virtual.fixtures({ sportsType: 'soccer', league: 'premierships' }),
    method: 'GET',
    url: '/virtureGame?sportsType=soccer&league=premierships',
    reply: [],
  },
  {
    name: 'games.virtual.results',
    call: (c) => c.games.virtual.results({ league: 'premierships', day: '2026-11-26' }),
    method: 'GET',
    url: '/virtureGame/results?league=premierships&day=2026-11-26',
    reply: [virtualRound],
  },
  {
    name: 'games.virtual.bet',
    call: (c) => c.games.virtual.bet({ fixtureId: 12, marketId: '1x2:home', amount: 5_000 }),
    method: 'POST',
    url: '/virtureGame/betting',
    body: { fixtureId: 12, marketId: '1x2:home', amount: 5_000 },
    money: true,
    reply: { id: 31, emoney: 95_000, commitment: 'c'.repeat(64) },
  },
  {
    name: 'games.virtual.soccer',
    call: (c) => c.games.virtual.soccer(),
    method: 'GET',
    url: '/vet3/Soccer',
    reply: { streams, games: [samples.virtualGame] },
    result: { streams, games: [{ ...samples.virtualGame, fixtureId: 31 }] },
  },
  {
    name: 'games.revolution.createUser',
    call: (c) => c.games.revolution.createUser({ userId: 'player01', nickname: '길동' }),
    method: 'GET',
    url: `/revolution/user/create?userId=player01&nickname=${encodeURIComponent('길동')}`,
    reply: { code: 1 },
  },
  {
    name: 'games.revolution.link',
    call: (c) => c.games.revolution.link({ userId: 'player01' }),
    method: 'GET',
    url: '/revolution/game/link?userId=player01',
    reply: { payload: 'https://holdem.example/play?t=1' },
  },
  {
    name: 'games.realpoker.createUser',
    call: (c) => c.games.realpoker.createUser({ userId: 'player01', nickname: 'gd' }),
    method: 'GET',
    url: '/realpoker/user/create?userId=player01&nickname=gd',
    reply: { code: 2 },
  },
  {
    name: 'games.realpoker.link',
    call: (c) => c.games.realpoker.link({ userId: 'player01' }),
    method: 'GET',
    url: '/realpoker/game/link?userId=player01',
    reply: { payload: 'https://poker.example/play' },
  },
  {
    name: 'games.casino.gameList',
    call: (c) => c.games.casino.gameList({ thirdpartycode: 'evo' }),
    method: 'GET',
    url: '/enjoycx/gamelist?thirdpartycode=evo',
    reply: { data: { list: [{ code: 'bac' }] } },
  },
  {
    name: 'games.casino.play',
    call: (c) =>
      c.games.casino.play({ userid: 'player01', thirdpartycode: 'evo', gamecode: 'bac', platform: 'PC' }),
    method: 'GET',
    url: '/enjoycx/play?userid=player01&thirdpartycode=evo&gamecode=bac&platform=PC',
    reply: { data: { link: 'https://casino.example/launch' } },
  },
  {
    name: 'games.holdemGames',
    call: (c) => c.games.holdemGames(),
    method: 'GET',
    url: '/holdem/games',
    reply: [{ game: 'revolution', name: '레볼루션 홀덤' }],
  },
  {
    name: 'games.casino.betCount',
    call: (c) => c.games.casino.betCount({ page: 1, perpage: 10 }),
    method: 'GET',
    url: '/enjoycx/user/count?page=1&perpage=10',
    reply: 3,
  },
  {
    name: 'games.casino.bets',
    call: (c) => c.games.casino.bets({ page: 1, perpage: 100000, gameType: 2 }),
    method: 'GET',
    url: '/enjoycx/user?page=1&perpage=100000&gameType=2',
    reply: [samples.casinoBetRecord],
  },
  {
    name: 'games.casino.deleteBets',
    call: (c) => c.games.casino.deleteBets([samples.casinoBetRecord]),
    method: 'POST',
    url: '/enjoycx/user/delete',
    body: [samples.casinoBetRecord],
    reply: '삭제되었습니다.',
  },
  // boards, messages, support
  {
    name: 'board.notices',
    call: (c) => c.board.notices({ page: 1, perpage: 5 }),
    method: 'GET',
    url: '/board?category=notice&page=1&perpage=5',
    reply: [samples.notice],
  },
  {
    name: 'board.popupNotices',
    call: (c) => c.board.popupNotices(),
    method: 'GET',
    url: '/boardNotice?noticeType=0',
    reply: [samples.notice],
  },
  {
    name: 'board.events',
    call: (c) => c.board.events(),
    method: 'GET',
    url: '/boardEvent',
    reply: [samples.notice],
  },
  {
    name: 'board.page',
    call: (c) => c.board.page({ category: 'betting_rule', page: 2, perpage: 10 }),
    method: 'GET',
    url: '/board?category=betting_rule&page=2&perpage=10',
    reply: [samples.notice],
  },
  {
    name: 'board.community.list',
    call: (c) => c.board.community.list({ page: 1 }),
    method: 'GET',
    url: '/community/notice?page=1',
    reply: [samples.notice],
  },
  {
    name: 'board.community.detail',
    call: (c) => c.board.community.detail(3),
    method: 'GET',
    url: '/community/notice/detail/3',
    reply: samples.notice,
  },
  {
    name: 'board.community.register',
    call: (c) => c.board.community.register({ title: '점검 안내', contents: '<p>점검</p>' }),
    method: 'POST',
    url: '/community/notice',
    body: { title: '점검 안내', contents: '<p>점검</p>' },
    reply: samples.notice,
  },
  {
    name: 'board.community.edit',
    call: (c) => c.board.community.edit(1, { title: '점검 안내', contents: '<p>점검</p>' }),
    method: 'PUT',
    url: '/community/notice/1',
    body: { title: '점검 안내', contents: '<p>점검</p>' },
    reply: samples.notice,
  },
  {
    name: 'board.popups',
    call: (c) => c.board.popups(),
    method: 'GET',
    url: '/boardPopup',
    reply: [samples.popup],
  },
  {
    name: 'board.jackpot',
    call: (c) => c.board.jackpot(),
    method: 'GET',
    url: '/jackpot',
    reply: { amount: 12_345_000 },
  },
  {
    name: 'board.jackpotEntries',
    call: (c) => c.board.jackpotEntries({ page: 2 }),
    method: 'GET',
    url: '/jackpot/entries?page=2',
    reply: {
      items: [
        {
          slipId: 41,
          nickname: '회***',
          folders: 3,
          totalOdds: '5.12',
          amount: 10_000,
          payout: 51_200,
          registeredAt: '2026-03-10T03:00:00.000Z',
        },
      ],
      total: 11,
    },
  },
  {
    name: 'board.registerJackpot',
    call: (c) => c.board.registerJackpot({ bettingSlipId: 901 }),
    method: 'POST',
    url: '/boardjackpot',
    body: { bettingSlipId: 901 },
    reply: '등록되었습니다.',
  },
  {
    name: 'board.messages.unreadCount',
    call: (c) => c.board.messages.unreadCount(7),
    method: 'GET',
    url: '/message/unread/7',
    reply: 2,
  },
  {
    name: 'board.messages.list',
    call: (c) => c.board.messages.list(7),
    method: 'GET',
    url: '/message/user/7',
    reply: [samples.message],
  },
  {
    name: 'board.messages.read',
    call: (c) => c.board.messages.read(2),
    method: 'PUT',
    url: '/message/',
    body: { id: 2, confirmStatus: 1 },
    reply: '조회되었습니다.',
  },
  {
    name: 'board.messages.delete',
    call: (c) => c.board.messages.delete([2, 3]),
    method: 'PUT',
    url: '/message/delete',
    body: [
      { id: 2, userDeleteFlg: 1 },
      { id: 3, userDeleteFlg: 1 },
    ],
    reply: '삭제되었습니다.',
  },
  {
    name: 'board.inquiries.list',
    call: (c) => c.board.inquiries.list(7),
    method: 'GET',
    url: '/customer/user/7',
    reply: [samples.inquiry],
  },
  {
    name: 'board.inquiries.create',
    call: (c) => c.board.inquiries.create(inquiryBody),
    method: 'POST',
    url: '/customer',
    body: inquiryBody,
    reply: '전송완료',
  },
  {
    name: 'board.inquiries.delete',
    call: (c) => c.board.inquiries.delete(4),
    method: 'DELETE',
    url: '/customer/delete/user/4',
    reply: '고객센터가 삭제되었습니다.',
  },
  {
    name: 'board.inquiries.template',
    call: (c) => c.board.inquiries.template('depositAccount'),
    method: 'GET',
    url: '/customer/template/depositAccount',
    reply: {
      kind: 'depositAccount',
      title: '입금계좌 문의',
      questionContents: '입금계좌 안내 부탁드립니다.',
    },
  },
  {
    name: 'board.inquiries.read',
    call: (c) => c.board.inquiries.read(4),
    method: 'PUT',
    url: '/customer/',
    body: { id: 4, confirmStatus: 1 },
    reply: '조회되었습니다.',
  },
  {
    name: 'board.nonMemberInquiry',
    call: (c) =>
      c.board.nonMemberInquiry({ name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' }),
    method: 'POST',
    url: '/supportNonMember',
    body: { name: '홍길동', phoneNumber: '01012345678', question: '가입 문의' },
    reply: '전송완료',
  },
  // mini-game bets and rounds
  {
    name: 'minigame.bet',
    call: (c) => c.minigame.bet({ gameId: 'donghang', roundId: 3, marketId: 'power-odd', amount: 5_000 }),
    method: 'POST',
    url: '/minigame/betting',
    body: { gameId: 'donghang', roundId: 3, marketId: 'power-odd', amount: 5_000 },
    money: true,
    reply: { id: 12, emoney: 995_000, commitment: 'a'.repeat(64) },
  },
  {
    name: 'minigame.rounds',
    call: (c) => c.minigame.rounds('oddgame/updown30'),
    method: 'GET',
    url: '/minigame/rounds?gameId=oddgame%2Fupdown30',
    reply: [minigameRound],
  },
  // roulette
  {
    name: 'card.count',
    call: (c) => c.card.count(7),
    method: 'GET',
    url: '/card/user/count?memberId=7',
    reply: { normal: 2, vip: 1 },
  },
  {
    name: 'card.spin',
    call: (c) => c.card.spin({ memberId: 7, couponType: 2 }),
    method: 'POST',
    url: '/card/choice',
    body: { memberId: 7, couponType: 2 },
    money: true,
    reply: 20_000,
  },
  {
    name: 'card.grantCountCoupons',
    call: (c) => c.card.grantCountCoupons(7),
    method: 'POST',
    url: '/card/roulleteCount/7',
    money: true,
    reply: { normal: 3, vip: 1 },
  },
  {
    name: 'card.grantAmountCoupons',
    call: (c) => c.card.grantAmountCoupons(7),
    method: 'POST',
    url: '/card/roulleteAmount/7',
    money: true,
    reply: { normal: 3, vip: 2 },
  },
  // money
  {
    name: 'money.pointLogs',
    call: (c) => c.money.pointLogs(7),
    method: 'GET',
    url: '/point/user/7',
    reply: [samples.pointLog],
  },
  {
    name: 'money.compLogs',
    call: (c) => c.money.compLogs(7),
    method: 'GET',
    url: '/comp/user/7',
    reply: [samples.compLog],
  },
  {
    name: 'money.pointToEmoney',
    call: (c) => c.money.pointToEmoney({ memberId: 7, point: 5_000, userUpdatedAt: at }),
    method: 'POST',
    url: '/emoney/pointToEmoney',
    body: { memberId: 7, point: 5_000, userUpdatedAt: at },
    money: true,
    reply: '포인트 전환성공',
  },
  {
    name: 'money.compToEmoney',
    call: (c) => c.money.compToEmoney({ memberId: 7, comp: 100, userUpdatedAt: at }),
    method: 'POST',
    url: '/emoney/compToEmoney',
    body: { memberId: 7, comp: 100, userUpdatedAt: at },
    money: true,
    reply: '콤프 전환성공',
  },
  {
    name: 'money.rolling',
    call: (c) => c.money.rolling(),
    method: 'GET',
    url: '/bonus/rolling',
    reply: [
      {
        id: 1,
        bonusCode: 1,
        label: '스포츠 (3폴더 이상)',
        required: 115_000,
        progress: 10_000,
        products: ['sports'],
        minFolders: 3,
        minOdds: '1.3',
        status: 'open',
        createdAt: at,
      },
    ],
  },
  {
    name: 'money.labels',
    call: (c) => c.money.labels(),
    method: 'GET',
    url: '/labelSetting?kbn=charge',
    reply: [{ kbn: 'charge', label: '입금 계좌' }],
  },
  {
    name: 'money.bankingLevel',
    call: (c) => c.money.bankingLevel('A5'),
    method: 'GET',
    url: '/settingBanking/level/A5',
    reply: { levelCode: 'A5', levelCodeName: '국민 123-45 kbet' },
  },
  {
    name: 'money.banks',
    call: (c) => c.money.banks(),
    method: 'GET',
    url: '/settingbankname',
    reply: [{ bankName: '국민', bankCode: '4', useFlag: 1 }],
  },
  {
    name: 'money.checkDepositPassword',
    call: (c) => c.money.checkDepositPassword({ userId: 'player01', bankAccountPssword: '1234' }),
    method: 'POST',
    url: '/member/check-deposit-pw',
    body: { userId: 'player01', bankAccountPssword: '1234' },
    reply: true,
  },
  {
    name: 'money.confirmDepositAccount',
    call: (c) => c.money.confirmDepositAccount(7),
    method: 'POST',
    url: '/deposot-account-confirm',
    body: { memberId: 7 },
    reply: '조회되었습니다.',
  },
  {
    name: 'money.charge',
    call: (c) =>
      c.money.charge({
        memberId: 7,
        depositMode: 0,
        depositAmount: 10_000,
        depositName: '홍길동',
        type: 0,
        pointType: 5,
      }),
    method: 'POST',
    url: '/charge',
    body: {
      memberId: 7,
      depositMode: 0,
      depositAmount: 10_000,
      depositName: '홍길동',
      type: 0,
      pointType: 5,
    },
    money: true,
    reply: 11,
  },
  {
    name: 'money.charges',
    call: (c) => c.money.charges({ memberId: 7, perpage: 10, page: 1, depositMode: 1 }),
    method: 'GET',
    url: '/charge?memberId=7&perpage=10&page=1&depositMode=1',
    reply: [samples.charge],
  },
  {
    name: 'money.hideCharge',
    call: (c) => c.money.hideCharge(11),
    method: 'PUT',
    url: '/charge/11',
    body: { id: 11, userDisplayFlag: 0 },
    reply: '삭제되었습니다.',
  },
  {
    name: 'money.coinBalance',
    call: (c) => c.money.coinBalance({ tx_id: 'tx-0', user_id: 'player01' }),
    method: 'POST',
    url: '/coin/get_balance',
    body: { tx_id: 'tx-0', user_id: 'player01' },
    reply: { balance: 5 },
  },
  {
    name: 'money.changeCoin',
    call: (c) => c.money.changeCoin(coinBody),
    method: 'POST',
    url: '/coin/change_coin',
    body: coinBody,
    money: true,
    reply: { data: { success: true } },
  },
  {
    name: 'money.transactions',
    call: (c) => c.money.transactions({ from: '2025-01-01', to: '2025-03-31', page: 2 }),
    method: 'GET',
    url: '/wallet/transactions?from=2025-01-01&to=2025-03-31&page=2',
    reply: { items: [samples.ledgerEntry], total: 11 },
  },
  // responsible gambling
  {
    name: 'rg.limits',
    call: (c) => c.rg.limits(),
    method: 'GET',
    url: '/rg/limits',
    reply: samples.depositLimits,
  },
  {
    name: 'rg.setLimits',
    call: (c) => c.rg.setLimits({ week: 500_000, month: null }),
    method: 'PUT',
    url: '/rg/limits',
    body: { week: 500_000, month: null },
    reply: samples.depositLimits,
  },
  {
    name: 'rg.timeout',
    call: (c) => c.rg.timeout({ days: 7 }),
    method: 'POST',
    url: '/rg/timeout',
    body: { days: 7 },
    reply: { until: at },
  },
  {
    name: 'rg.selfExclude',
    call: (c) => c.rg.selfExclude({ months: 6 }),
    method: 'POST',
    url: '/rg/self-exclusion',
    body: { months: 6 },
    reply: { until: at },
  },
  {
    name: 'rg.realityCheck',
    call: (c) => c.rg.realityCheck(),
    method: 'GET',
    url: '/rg/reality-check',
    reply: samples.realityCheckStatus,
  },
  {
    name: 'rg.setRealityCheck',
    call: (c) => c.rg.setRealityCheck({ intervalMinutes: 30 }),
    method: 'PUT',
    url: '/rg/reality-check',
    body: { intervalMinutes: 30 },
    reply: samples.realityCheckStatus,
  },
  // attendance, codes, health
  {
    name: 'attendance.status',
    call: (c) => c.attendance.status(),
    method: 'GET',
    url: '/attendance',
    reply: samples.attendanceStatus,
  },
  {
    name: 'attendance.checkIn',
    call: (c) => c.attendance.checkIn(),
    method: 'POST',
    url: '/attendance/check-in',
    money: true,
    reply: samples.checkInResult,
  },
  // admin (staff back office)
  {
    name: 'admin.me',
    call: (c) => c.admin.me(),
    method: 'GET',
    url: '/admin-api/me',
    reply: samples.user,
    result: user,
  },
  {
    name: 'admin.members.list',
    call: (c) => c.admin.members.list({ status: 'pending', q: '신입', page: 2 }),
    method: 'GET',
    url: `/admin-api/members?status=pending&q=${encodeURIComponent('신입')}&page=2`,
    reply: { items: [adminMember], total: 21 },
  },
  {
    name: 'admin.members.get',
    call: (c) => c.admin.members.get('new bie'),
    method: 'GET',
    url: '/admin-api/members/new%20bie',
    reply: adminMemberDetail,
  },
  {
    name: 'admin.members.transactions',
    call: (c) =>
      c.admin.members.transactions('member01', { page: 2, vertical: 'casino', from: '2026-11-01' }),
    method: 'GET',
    url: '/admin-api/members/member01/transactions?page=2&vertical=casino&from=2026-11-01',
    reply: {
      items: [
        {
          transactionId: 7,
          createdAt: '2026-11-02T03:00:00.000Z',
          kind: 'bet_stake',
          vertical: 'casino',
          account: 'emoney',
          amount: -5_000,
          balanceAfter: 45_000,
          ref: 'casino_round:r1',
          memo: null,
        },
      ],
      total: 21,
    },
  },
  {
    name: 'admin.members.bets',
    call: (c) => c.admin.members.bets('member01', { vertical: 'slot' }),
    method: 'GET',
    url: '/admin-api/members/member01/bets?vertical=slot',
    reply: {
      items: [
        {
          ref: 'casino_round:r1',
          vertical: 'slot',
          placedAt: '2026-11-02T03:00:00.000Z',
          lastMovedAt: '2026-11-02T03:00:01.000Z',
          stake: 5_000,
          payout: 7_500,
          net: 2_500,
          slipStatus: null,
          moves: 2,
        },
      ],
      total: 1,
    },
  },
  ...(['approve', 'reject', 'ban'] as const).map(
    (verb): Case => ({
      name: `admin.members.${verb}`,
      call: (c) => c.admin.members[verb]('newbie01', { reason: '확인' }),
      method: 'POST',
      url: `/admin-api/members/newbie01/${verb}`,
      body: { reason: '확인' },
      reply: { id: 31, userId: 'newbie01', status: 'active', previousStatus: 'pending' },
    }),
  ),
  {
    name: 'admin.charges.list',
    call: (c) => c.admin.charges.list({ status: 0, depositMode: 1 }),
    method: 'GET',
    url: '/admin-api/charges?status=0&depositMode=1',
    reply: { items: [adminCharge], total: 1 },
  },
  ...(['approve', 'reject'] as const).map(
    (verb): Case => ({
      name: `admin.charges.${verb}`,
      call: (c) => c.admin.charges[verb](11, { reason: '입금 확인' }),
      method: 'POST',
      url: `/admin-api/charges/11/${verb}`,
      body: { reason: '입금 확인' },
      money: true,
      reply: adminCharge,
    }),
  ),
  {
    name: 'admin.adjustBalance',
    call: (c) => c.admin.adjustBalance({ userId: 'player01', amount: -500, kind: 'point', reason: '회수' }),
    method: 'POST',
    url: '/admin-api/balance/adjust',
    body: { userId: 'player01', amount: -500, kind: 'point', reason: '회수' },
    money: true,
    reply: {
      transactionId: 9,
      userId: 'player01',
      kind: 'point',
      amount: -500,
      balanceBefore: 1_000,
      balanceAfter: 500,
    },
  },
  {
    name: 'admin.audit',
    call: (c) => c.admin.audit({ action: 'member.', from: '2025-03-01' }),
    method: 'GET',
    url: '/admin-api/audit?action=member.&from=2025-03-01',
    reply: {
      items: [
        {
          id: 5,
          createdAt: at,
          actorId: 10,
          actorUserId: 'admin01',
          action: 'member.approve',
          targetType: 'member',
          targetId: '31',
          old: { status: 'pending' },
          new: { status: 'active' },
          reason: '확인',
        },
      ],
      total: 1,
    },
  },
  {
    name: 'admin.fixtures.list',
    call: (c) => c.admin.fixtures.list({ status: 3, q: '울산' }),
    method: 'GET',
    url: `/admin-api/fixtures?status=3&q=${encodeURIComponent('울산')}`,
    reply: [adminFixture],
  },
  {
    name: 'admin.fixtures.get',
    call: (c) => c.admin.fixtures.get(9001),
    method: 'GET',
    url: '/admin-api/fixtures/9001',
    reply: {
      ...adminFixture,
      periods: periodScores,
      markets: [
        {
          marketId: 1,
          name: '1X2',
          nameKorean: '승무패',
          period: 100,
          voided: false,
          odds: [
            { id: '9001_1_1', name: '1', line: null, price: '1.90', status: 3, settlement: 2, version: 4 },
          ],
        },
      ],
    },
  },
  ...(['result', 'resettle'] as const).map(
    (verb): Case => ({
      name: `admin.fixtures.${verb}`,
      call: (c) => c.admin.fixtures[verb](9001, { periods: periodScores, reason: '수동 입력' }),
      method: 'POST',
      url: `/admin-api/fixtures/9001/${verb}`,
      body: { periods: periodScores, reason: '수동 입력' },
      money: true,
      reply: fixtureSettlement,
    }),
  ),
  {
    name: 'admin.fixtures.void',
    call: (c) => c.admin.fixtures.void(9001, { reason: '경기 취소' }),
    method: 'POST',
    url: '/admin-api/fixtures/9001/void',
    body: { reason: '경기 취소' },
    money: true,
    reply: { ...fixtureSettlement, fixture: { ...adminFixture, status: 4 } },
  },
  // staff casino (issue 13)
  {
    name: 'admin.casino.providers',
    call: (c) => c.admin.casino.providers(),
    method: 'GET',
    url: '/admin-api/casino/providers',
    reply: [{ id: 'kbetsim', name: 'kbet 시뮬레이터', enabled: true, maintenance: false }],
  },
  {
    name: 'admin.casino.games',
    call: (c) => c.admin.casino.games(),
    method: 'GET',
    url: '/admin-api/casino/games',
    reply: [
      {
        providerId: 'kbetsim',
        code: 'slot-fruits',
        thirdPartyCode: 'kbetslot',
        thirdPartyName: 'kbet 슬롯',
        name: '프루츠 5',
        vertical: 'slot',
        enabled: true,
      },
    ],
  },
  {
    name: 'admin.casino.setEnabled',
    call: (c) => c.admin.casino.setEnabled('kbetsim', { enabled: false, reason: '점검' }),
    method: 'PUT',
    url: '/admin-api/casino/providers/kbetsim/enabled',
    body: { enabled: false, reason: '점검' },
    reply: { id: 'kbetsim', name: 'kbet 시뮬레이터', enabled: false, maintenance: false },
  },
  {
    name: 'admin.casino.setMaintenance',
    call: (c) => c.admin.casino.setMaintenance('kbetsim', { maintenance: true, reason: '점검' }),
    method: 'PUT',
    url: '/admin-api/casino/providers/kbetsim/maintenance',
    body: { maintenance: true, reason: '점검' },
    reply: { id: 'kbetsim', name: 'kbet 시뮬레이터', enabled: true, maintenance: true },
  },
  {
    name: 'admin.casino.rounds',
    call: (c) => c.admin.casino.rounds({ userId: 'member01' }),
    method: 'GET',
    url: '/admin-api/casino/rounds?userId=member01',
    reply: [
      {
        id: 1,
        providerId: 'kbetsim',
        providerTxId: 'r1-bet',
        action: 'debit',
        status: 'settled',
        roundId: 'r1',
        betTxId: null,
        gameCode: 'slot-fruits',
        vertical: 'slot',
        amount: 1_000,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  },
  {
    name: 'admin.casino.reconcile',
    call: (c) => c.admin.casino.reconcile('kbetsim', { day: '2026-01-01', rounds: [] }),
    method: 'POST',
    url: '/admin-api/casino/providers/kbetsim/reconcile',
    body: { day: '2026-01-01', rounds: [] },
    reply: { provider: 'kbetsim', day: '2026-01-01', checked: 0, mismatches: [] },
  },
  // staff mini-games (issue 12)
  {
    name: 'admin.minigame.games',
    call: (c) => c.admin.minigame.games(),
    method: 'GET',
    url: '/admin-api/minigame/games',
    reply: [
      {
        id: 'oddgame/updown30',
        name: '업다운 30초',
        family: 'upDown',
        roundSeconds: 30,
        maintenance: false,
        enabled: true,
        closeSeconds: 10,
        currentRound: { ...minigameRound, status: 'open', seed: null },
      },
    ],
  },
  {
    name: 'admin.minigame.setMaintenance',
    call: (c) => c.admin.minigame.setMaintenance('donghang', { maintenance: true, reason: '점검' }),
    method: 'PUT',
    url: '/admin-api/minigame/games/donghang/maintenance',
    body: { maintenance: true, reason: '점검' },
    reply: { id: 'donghang', maintenance: true },
  },
  {
    name: 'admin.minigame.settings',
    call: (c) => c.admin.minigame.settings('oddgame/updown30'),
    method: 'GET',
    url: '/admin-api/minigame/games/oddgame%2Fupdown30/settings',
    reply: minigameGameSettings,
  },
  {
    name: 'admin.minigame.updateSettings',
    call: (c) =>
      c.admin.minigame.updateSettings('oddgame/updown30', {
        closeSeconds: 5,
        rtp: { up: '0.965' },
        reason: '운영 변경',
      }),
    method: 'PUT',
    url: '/admin-api/minigame/games/oddgame%2Fupdown30/settings',
    body: { closeSeconds: 5, rtp: { up: '0.965' }, reason: '운영 변경' },
    reply: minigameGameSettings,
  },
  {
    name: 'admin.minigame.limits',
    call: (c) => c.admin.minigame.limits(),
    method: 'GET',
    url: '/admin-api/minigame/limits',
    reply: minigameLimits,
  },
  {
    name: 'admin.minigame.updateLimits',
    call: (c) => c.admin.minigame.updateLimits({ levels: { '5': { minBet: 10_000 } }, reason: '한도 조정' }),
    method: 'PUT',
    url: '/admin-api/minigame/limits',
    body: { levels: { '5': { minBet: 10_000 } }, reason: '한도 조정' },
    reply: minigameLimits,
  },
  {
    name: 'admin.minigame.rounds',
    call: (c) => c.admin.minigame.rounds('oddgame/updown30', { page: 2 }),
    method: 'GET',
    url: '/admin-api/minigame/games/oddgame%2Fupdown30/rounds?page=2',
    reply: { items: [minigameRound], total: 21 },
  },
  {
    name: 'admin.minigame.round',
    call: (c) => c.admin.minigame.round(3),
    method: 'GET',
    url: '/admin-api/minigame/rounds/3',
    reply: adminMinigameRound,
  },
  {
    name: 'admin.minigame.void',
    call: (c) => c.admin.minigame.void(3, { reason: '송출 오류' }),
    method: 'POST',
    url: '/admin-api/minigame/rounds/3/void',
    body: { reason: '송출 오류' },
    money: true,
    reply: { round: { ...adminMinigameRound, status: 'void', seed: null, result: null }, refunded: 2 },
  },
  {
    name: 'admin.virtual.leagues',
    call: (c) => c.admin.virtual.leagues(),
    method: 'GET',
    url: '/admin-api/virtual/leagues',
    reply: [
      {
        id: 'premierships',
        sport: 'soccer',
        name: '프리미어십',
        cycleSeconds: 180,
        rtp: '0.94',
        currentRound: null,
      },
    ],
  },
  {
    name: 'admin.virtual.rounds',
    call: (c) => c.admin.virtual.rounds({ league: 'premierships' }),
    method: 'GET',
    url: '/admin-api/virtual/rounds?league=premierships',
    reply: [{ ...virtualRound, bets: 2, stake: 15_000 }],
  },
  {
    name: 'admin.virtual.round',
    call: (c) => c.admin.virtual.round(7),
    method: 'GET',
    url: '/admin-api/virtual/rounds/7',
    reply: { ...virtualRound, bets: 2, stake: 15_000 },
  },
  {
    name: 'admin.virtual.void',
    call: (c) => c.admin.virtual.void(7, { reason: '송출 오류' }),
    method: 'POST',
    url: '/admin-api/virtual/rounds/7/void',
    body: { reason: '송출 오류' },
    money: true,
    reply: { round: { ...virtualRound, status: 'void', seed: null, bets: 2, stake: 15_000 }, refunded: 2 },
  },
  // member services (issue 5)
  {
    name: 'admin.boards.list',
    call: (c) => c.admin.boards.list('notice', { page: 2 }),
    method: 'GET',
    url: '/admin-api/boards/notice?page=2',
    reply: { items: [adminPost], total: 21 },
  },
  {
    name: 'admin.boards.add',
    call: (c) => c.admin.boards.add('event', { title: '점검 안내', contents: '<p>점검</p>' }),
    method: 'POST',
    url: '/admin-api/boards/event',
    body: { title: '점검 안내', contents: '<p>점검</p>' },
    reply: { ...adminPost, category: 'event' },
  },
  {
    name: 'admin.boards.edit',
    call: (c) =>
      c.admin.boards.edit('notice', 1, { title: '점검 안내', contents: '<p>점검</p>', noticeType: 1 }),
    method: 'PUT',
    url: '/admin-api/boards/notice/1',
    body: { title: '점검 안내', contents: '<p>점검</p>', noticeType: 1 },
    reply: { ...adminPost, noticeType: 1 },
  },
  {
    name: 'admin.boards.remove',
    call: (c) => c.admin.boards.remove('betting_rule', 1),
    method: 'DELETE',
    url: '/admin-api/boards/betting_rule/1',
    reply: { ...adminPost, category: 'betting_rule' },
  },
  {
    name: 'admin.popups.list',
    call: (c) => c.admin.popups.list(),
    method: 'GET',
    url: '/admin-api/popups',
    reply: [adminPopup],
  },
  {
    name: 'admin.popups.add',
    call: (c) => c.admin.popups.add({ contents: '<p>팝업</p>', popupFlg: 1 }),
    method: 'POST',
    url: '/admin-api/popups',
    body: { contents: '<p>팝업</p>', popupFlg: 1 },
    reply: adminPopup,
  },
  {
    name: 'admin.popups.edit',
    call: (c) => c.admin.popups.edit(1, { contents: '<p>팝업</p>', popupStatus: 1 }),
    method: 'PUT',
    url: '/admin-api/popups/1',
    body: { contents: '<p>팝업</p>', popupStatus: 1 },
    reply: { ...adminPopup, popupStatus: 1 },
  },
  {
    name: 'admin.popups.remove',
    call: (c) => c.admin.popups.remove(1),
    method: 'DELETE',
    url: '/admin-api/popups/1',
    reply: adminPopup,
  },
  {
    name: 'admin.sendMessage',
    call: (c) => c.admin.sendMessage({ level: 4, title: 'VIP 안내', contents: '<p>혜택</p>' }),
    method: 'POST',
    url: '/admin-api/messages',
    body: { level: 4, title: 'VIP 안내', contents: '<p>혜택</p>' },
    reply: { sent: 12 },
  },
  {
    name: 'admin.inquiries.list',
    call: (c) => c.admin.inquiries.list({ status: 'all', page: 2 }),
    method: 'GET',
    url: '/admin-api/inquiries?status=all&page=2',
    reply: { items: [adminInquiry] },
  },
  {
    name: 'admin.inquiries.nonMember',
    call: (c) => c.admin.inquiries.nonMember(),
    method: 'GET',
    url: '/admin-api/inquiries/non-member',
    reply: {
      items: [
        { id: 1, name: '홍길동', phoneNumber: '01012345678', question: '가입 문의', ip: null, createdAt: at },
      ],
    },
  },
  {
    name: 'admin.inquiries.get',
    call: (c) => c.admin.inquiries.get(4),
    method: 'GET',
    url: '/admin-api/inquiries/4',
    reply: adminInquiry,
  },
  {
    name: 'admin.inquiries.answer',
    call: (c) => c.admin.inquiries.answer(4, { answerContents: '답변' }),
    method: 'POST',
    url: '/admin-api/inquiries/4/answer',
    body: { answerContents: '답변' },
    reply: adminInquiry,
  },
  {
    name: 'admin.settings.get',
    call: (c) => c.admin.settings.get(),
    method: 'GET',
    url: '/admin-api/settings',
    reply: adminSettings,
  },
  {
    name: 'admin.settings.update',
    call: (c) => c.admin.settings.update({ site: { siteNoticeFlg: 1 }, reason: '정기 점검' }),
    method: 'PUT',
    url: '/admin-api/settings',
    body: { site: { siteNoticeFlg: 1 }, reason: '정기 점검' },
    reply: adminSettings,
  },
  {
    name: 'admin.roulette.prizes',
    call: (c) => c.admin.roulette.prizes(),
    method: 'GET',
    url: '/admin-api/roulette/prizes',
    reply: roulettePrizes,
  },
  {
    name: 'admin.roulette.setPrizes',
    call: (c) => c.admin.roulette.setPrizes({ kind: 'vip', prizes: roulettePrizes.vip }),
    method: 'PUT',
    url: '/admin-api/roulette/prizes',
    body: { kind: 'vip', prizes: roulettePrizes.vip },
    reply: roulettePrizes,
  },
  {
    name: 'admin.roulette.rules',
    call: (c) => c.admin.roulette.rules(),
    method: 'GET',
    url: '/admin-api/roulette/rules',
    reply: { rules: [couponRule] },
  },
  {
    name: 'admin.roulette.setRules',
    call: (c) =>
      c.admin.roulette.setRules({
        rules: [{ basis: 'amount', threshold: 100_000, couponKind: 'normal', coupons: 1 }],
      }),
    method: 'PUT',
    url: '/admin-api/roulette/rules',
    body: { rules: [{ basis: 'amount', threshold: 100_000, couponKind: 'normal', coupons: 1 }] },
    reply: { rules: [couponRule] },
  },
  {
    name: 'admin.grantCoupons',
    call: (c) => c.admin.grantCoupons({ userId: 'member01', couponType: 2, count: 3, reason: '이벤트' }),
    method: 'POST',
    url: '/admin-api/coupons/grant',
    body: { userId: 'member01', couponType: 2, count: 3, reason: '이벤트' },
    money: true,
    reply: { userId: 'member01', normal: 0, vip: 3 },
  },
  {
    name: 'admin.smsCodes',
    call: (c) => c.admin.smsCodes('01012345678'),
    method: 'GET',
    url: '/admin-api/sms/codes?phone=01012345678',
    reply: [{ code: '123456', createdAt: at, expiresAt: at, failedAttempts: 0, verifiedAt: null }],
  },
  {
    name: 'codes',
    call: (c) => c.codes('BANK'),
    method: 'GET',
    url: '/code?type=BANK',
    reply: [{ codeId: '4', codeName: '국민은행' }],
  },
  // partners, settlement, reports (issue 15)
  ...((): Case[] => {
    const terms = {
      losingBp: 3000,
      rollingBp: { sports: 100, minigame: 0, virtual: 0, casino: 0, slot: 0 },
      carryover: { mode: 'carry' as const },
    };
    const contract = { ...terms, effectiveFrom: '2026-11-23' };
    const partnerRow = {
      memberId: 5,
      parentId: null,
      tier: 1 as const,
      code: 'AGENT1',
      userId: 'agent01',
      nickname: '총판',
      contract,
      members: 2,
    };
    const line = {
      partnerId: 5,
      memberId: 9,
      kind: 'rolling' as const,
      vertical: 'sports' as const,
      base: 10_000,
      rateBp: 100,
      childRateBp: null,
      amount: 100,
      computation: '10,000 × 1% = 100',
      adjustsPeriodId: null,
    };
    const period = {
      id: 3,
      from: '2026-11-23',
      to: '2026-11-29',
      status: 'released' as const,
      runAt: at,
      releasedAt: at,
    };
    const row = {
      key: 'sports',
      turnover: 10_000,
      payouts: 4_000,
      ggr: 6_000,
      bonuses: 0,
      ngr: 6_000,
      deposits: 0,
      withdrawals: 0,
      members: 1,
    };
    const report = { rows: [row], total: { ...row, key: '합계' } };
    const downline = {
      memberId: 9,
      userId: 'player09',
      nickname: '선수',
      accountHolder: '홍**',
      phone: '*******5678',
      bankAccount: '******1234',
      status: 'active',
      emoney: 1_000,
      createdAt: at,
    };
    const query = { from: '2026-11-01', to: '2026-11-30', by: 'vertical' as const };
    const queryUrl = 'from=2026-11-01&to=2026-11-30&by=vertical';
    const own = { ...line, from: '2026-11-23', to: '2026-11-29' };
    return [
      {
        name: 'partner.me',
        call: (c) => c.partner.me(),
        method: 'GET',
        url: '/partner-api/me',
        reply: {
          memberId: 5,
          nickname: '총판',
          tier: 1,
          code: 'AGENT1',
          upline: [{ tier: 1, nickname: '총판', contract }],
          members: 2,
        },
      },
      {
        name: 'partner.members',
        call: (c) => c.partner.members(),
        method: 'GET',
        url: '/partner-api/members',
        reply: [downline],
      },
      {
        name: 'partner.report',
        call: (c) => c.partner.report(query),
        method: 'GET',
        url: `/partner-api/report?${queryUrl}`,
        reply: report,
      },
      {
        name: 'partner.settlements',
        call: (c) => c.partner.settlements(),
        method: 'GET',
        url: '/partner-api/settlements',
        reply: [own],
      },
      {
        name: 'partner.bets',
        call: (c) => c.partner.bets({ from: '2026-11-01', to: '2026-11-30', page: 2 }),
        method: 'GET',
        url: '/partner-api/bets?from=2026-11-01&to=2026-11-30&page=2',
        reply: {
          items: [
            {
              id: 9,
              userId: 'player09',
              nickname: '회원',
              gameType: 3,
              amount: 10_000,
              totalRatio: '1.95',
              payout: 0,
              status: 0,
              statusName: '대기',
              settlementName: null,
              createdAt: at,
              settledAt: null,
              cancelAt: null,
            },
          ],
          total: 21,
        },
      },
      {
        name: 'partner.casinoBets',
        call: (c) => c.partner.casinoBets({ from: '2026-11-01', to: '2026-11-30' }),
        method: 'GET',
        url: '/partner-api/casino-bets?from=2026-11-01&to=2026-11-30',
        reply: {
          items: [
            {
              id: 4,
              userId: 'player09',
              nickname: '회원',
              vertical: 'slot',
              thirdPartyName: 'kbet 슬롯',
              gameCode: 'slot-fruits',
              action: 'debit',
              amount: 5_000,
              cancelAmount: null,
              createdAt: at,
              processedAt: null,
              cancelAt: null,
            },
          ],
          total: 1,
        },
      },
      {
        name: 'partner.inquiries',
        call: (c) => c.partner.inquiries(),
        method: 'GET',
        url: '/partner-api/inquiries',
        reply: [{ id: 3, title: '정산 문의', questionContents: '일정?', answers: [], createdAt: at }],
      },
      {
        name: 'partner.ask',
        call: (c) => c.partner.ask({ title: '정산 문의', questionContents: '일정?' }),
        method: 'POST',
        url: '/partner-api/inquiries',
        body: { title: '정산 문의', questionContents: '일정?' },
        reply: { id: 3, title: '정산 문의', questionContents: '일정?', answers: [], createdAt: at },
      },
      {
        name: 'recommender.members',
        call: (c) => c.recommender.members(),
        method: 'GET',
        url: '/recommender-api/members',
        reply: [downline],
      },
      {
        name: 'recommender.report',
        call: (c) => c.recommender.report(query),
        method: 'GET',
        url: `/recommender-api/report?${queryUrl}`,
        reply: report,
      },
      {
        name: 'recommender.settlements',
        call: (c) => c.recommender.settlements(),
        method: 'GET',
        url: '/recommender-api/settlements',
        reply: [{ ...own, kind: 'recommender', vertical: null }],
      },
      {
        name: 'admin.partners.list',
        call: (c) => c.admin.partners.list(),
        method: 'GET',
        url: '/admin-api/partners',
        reply: [partnerRow],
      },
      {
        name: 'admin.partners.get',
        call: (c) => c.admin.partners.get('agent01'),
        method: 'GET',
        url: '/admin-api/partners/agent01',
        reply: { ...partnerRow, contracts: [contract] },
      },
      {
        name: 'admin.partners.create',
        call: (c) =>
          c.admin.partners.create({ userId: 'agent01', parentUserId: null, code: 'AGENT1', terms }),
        method: 'POST',
        url: '/admin-api/partners',
        body: { userId: 'agent01', parentUserId: null, code: 'AGENT1', terms },
        reply: { ...partnerRow, contracts: [contract] },
      },
      {
        name: 'admin.partners.setContract',
        call: (c) => c.admin.partners.setContract('agent01', { terms, reason: '재계약' }),
        method: 'PUT',
        url: '/admin-api/partners/agent01/contract',
        body: { terms, reason: '재계약' },
        reply: { effectiveFrom: '2026-11-30' },
      },
      {
        name: 'admin.partners.moveMember',
        call: (c) => c.admin.partners.moveMember('player09', { partnerUserId: 'agent01', reason: '정정' }),
        method: 'PUT',
        url: '/admin-api/members/player09/partner',
        body: { partnerUserId: 'agent01', reason: '정정' },
        reply: { ok: true },
      },
      {
        name: 'admin.settlement.preview',
        call: (c) => c.admin.settlement.preview({ period: '2026-11-25' }),
        method: 'POST',
        url: '/admin-api/settlement/preview',
        body: { period: '2026-11-25' },
        reply: {
          from: '2026-11-23',
          to: '2026-11-29',
          lines: [line],
          totals: [{ partnerId: 5, kind: 'rolling', amount: 100, lines: 1 }],
        },
      },
      {
        name: 'admin.settlement.run',
        call: (c) => c.admin.settlement.run({ period: '2026-11-25' }),
        method: 'POST',
        url: '/admin-api/settlement/run',
        body: { period: '2026-11-25' },
        money: true,
        reply: { period, replayed: false },
      },
      {
        name: 'admin.settlement.list',
        call: (c) => c.admin.settlement.list(),
        method: 'GET',
        url: '/admin-api/settlement',
        reply: [period],
      },
      {
        name: 'admin.settlement.get',
        call: (c) => c.admin.settlement.get(3),
        method: 'GET',
        url: '/admin-api/settlement/3',
        reply: {
          period,
          lines: [line],
          payouts: [{ partnerId: 5, kind: 'rolling', amount: 100, transactionId: 12 }],
        },
      },
      {
        name: 'admin.settlement.hold',
        call: (c) => c.admin.settlement.hold(3, { reason: '검토' }),
        method: 'POST',
        url: '/admin-api/settlement/3/hold',
        body: { reason: '검토' },
        reply: { ...period, status: 'held', releasedAt: null },
      },
      {
        name: 'admin.settlement.release',
        call: (c) => c.admin.settlement.release(3),
        method: 'POST',
        url: '/admin-api/settlement/3/release',
        body: {},
        money: true,
        reply: period,
      },
      {
        name: 'admin.report',
        call: (c) => c.admin.report({ ...query, partner: 'agent01' }),
        method: 'GET',
        url: `/admin-api/reports?${queryUrl}&partner=agent01`,
        reply: report,
      },
      {
        name: 'admin.checkAccounts',
        call: (c) => c.admin.checkAccounts({ userId: 'player09' }),
        method: 'GET',
        url: '/admin-api/accounts/check?userId=player09',
        reply: { checked: 4, mismatches: [], duplicates: [{ field: 'phone', userIds: ['a', 'b'] }] },
      },
    ];
  })(),
  { name: 'health', call: (c) => c.health(), method: 'GET', url: '/health', reply: { status: 'ok' } },
];

/** Dotted names of every function on the client. */
const callNames = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, member]) =>
    typeof member === 'function' ? [`${prefix}${key}`] : callNames(member as object, `${prefix}${key}.`),
  );

let server: TestServer;
let client: KbetClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createKbetAdminClient({ baseURL: server.baseURL });
});

afterAll(() => server.close());

describe('every call', () => {
  it('is covered by this table', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(callNames(client).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    server.reply({ body: c.reply });
    const result = await c.call(client);
    const request = server.last();
    expect(request.method).toBe(c.method);
    expect(request.url).toBe(c.url);
    expect(request.body).toEqual(c.body);
    if (c.money) expect(request.headers['idempotency-key']).toMatch(UUID);
    else expect(request.headers['idempotency-key']).toBeUndefined();
    expect(result).toEqual('result' in c ? c.result : c.reply);
  });
});

describe('createKbetClient', () => {
  it('leaves the staff back office out of the member client (it lives in @kbet/sdk/admin)', async () => {
    const { createKbetClient } = await import('../createKbetClient');
    expect('admin' in createKbetClient({ baseURL: 'http://localhost' })).toBe(false);
  });
});
