import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { BONUS_FIXTURE_ID } from '../../constants/bonusFixture';
import {
  AttendanceStatus,
  BankingLevelSetting,
  BankSetting,
  BetHistoryQuery,
  BetHistorySlip,
  BetRequest,
  BetSlipItem,
  BettingSettings,
  CardChoiceRequest,
  CardCount,
  CasinoBetRecord,
  CasinoPlayQuery,
  Charge,
  ChargeCreate,
  ChargeQuery,
  CheckDepositPasswordRequest,
  CheckInResult,
  Code,
  CoinChangeRequest,
  CompLog,
  CompToEmoneyRequest,
  CustomerInquiry,
  CustomerInquiryCreate,
  DepositLimits,
  DepositLimitsUpdate,
  FindPasswordRequest,
  GameDetailType,
  Health,
  LabelSetting,
  League,
  LedgerEntry,
  Location,
  LoginResponse,
  Market,
  MemberBettingSetting,
  MemberChangePasswordRequest,
  Message,
  MessageDeleteRequest,
  NonMemberInquiry,
  Notice,
  OddsChangedBody,
  PointLog,
  PointToEmoneyRequest,
  Popup,
  RealityCheck,
  RealityCheckStatus,
  SelfExclusionRequest,
  SettlementFlag,
  SportListItem,
  SuggestionCode,
  TimeoutRequest,
  TransactionPage,
  User,
  UserDeleteRequest,
  UserSettings,
  VirtualSoccer,
} from '../../index';
import { samples } from './samples';

const paths = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.path);
};

describe('User', () => {
  it('parses a member with every spec field, misspelled bankAccountPssword kept', () => {
    const user = User.parse(samples.user);
    expect(user.bankAccountPssword).toBe('1234');
    expect(user.userRollingSlot).toBe('0.5');
    expect(user.userRollingMini).toBe('1');
    expect(Object.keys(User.shape)).toEqual(Object.keys(samples.user));
  });

  it('tells a running time-out or self-exclusion (kbet), and takes a User without it', () => {
    const exclusion = { kind: 'timeout', until: '2026-01-02T00:00:00.000Z' };
    expect(User.parse({ ...samples.user, exclusion }).exclusion).toEqual(exclusion);
    const { exclusion: _, ...withoutExclusion } = samples.user;
    expect(User.parse(withoutExclusion).exclusion).toBeUndefined();
    expect(paths(User, { ...samples.user, exclusion: { kind: 'pause', until: exclusion.until } })).toEqual([
      ['exclusion', 'kind'],
    ]);
  });

  it('allows the deposit password to be absent (kbet never sends it)', () => {
    const { bankAccountPssword: _, ...withoutPassword } = samples.user;
    expect(User.parse(withoutPassword).bankAccountPssword).toBeUndefined();
  });

  it('refuses fractional money at its path', () => {
    expect(paths(User, { ...samples.user, emoney: 1.5 })).toEqual([['emoney']]);
    expect(paths(User, { ...samples.user, updatedAt: 'yesterday' })).toEqual([['updatedAt']]);
  });

  it('login answers the user and a token', () => {
    expect(LoginResponse.parse({ user: samples.user, token: 'jwt' }).user.id).toBe(7);
    expect(paths(LoginResponse, { user: samples.user, token: '' })).toEqual([['token']]);
  });
});

describe('settings', () => {
  it('BettingSettings has the 20 per-role keys', () => {
    expect(Object.keys(BettingSettings.shape).sort()).toEqual(
      [
        'sportsEuAmountRole1',
        'sportsEuAmountRole2',
        'sportsEuAmountRole3',
        'sportsEuAmountRole4',
        'sportsEuAmountRole5',
        'sportsEuMaxPrizeAmountRole1',
        'sportsEuMaxPrizeAmountRole2',
        'sportsEuMaxPrizeAmountRole3',
        'sportsEuMaxPrizeAmountRole4',
        'sportsEuMaxPrizeAmountRole5',
        'sportsKrAmountRole1',
        'sportsKrAmountRole2',
        'sportsKrAmountRole3',
        'sportsKrAmountRole4',
        'sportsKrAmountRole5',
        'sportsKrMaxPrizeAmountRole1',
        'sportsKrMaxPrizeAmountRole2',
        'sportsKrMaxPrizeAmountRole3',
        'sportsKrMaxPrizeAmountRole4',
        'sportsKrMaxPrizeAmountRole5',
      ].sort(),
    );
  });

  it('UserSettings carries site flags and betting limits together', () => {
    const settings = UserSettings.parse(samples.userSettings);
    expect(settings.sportsKrMaxPrizeAmountRole5).toBe(100);
    expect(settings.systemMaintenanceFlg).toBe(0);
    expect(paths(UserSettings, { ...samples.userSettings, sportsEuAmountRole3: -1 })).toEqual([
      ['sportsEuAmountRole3'],
    ]);
    expect(paths(UserSettings, { ...samples.userSettings, siteNoticeFlg: 2 })).toEqual([['siteNoticeFlg']]);
  });

  it('parses the small setting rows', () => {
    expect(MemberBettingSetting.parse({ bettingSetFlag: 1, firstPoint: 10, perPoint: '5' })).toEqual({
      bettingSetFlag: 1,
      firstPoint: '10',
      perPoint: '5',
    });
    expect(LabelSetting.parse({ kbn: 'charge', label: '입금 계좌' }).label).toBe('입금 계좌');
    expect(BankingLevelSetting.parse({ levelCode: 'A5', levelCodeName: '국민 123' }).levelCode).toBe('A5');
    expect(paths(BankSetting, { bankName: '국민', bankCode: '', useFlag: 1 })).toEqual([['bankCode']]);
    expect(Code.parse({ codeId: '4', codeName: '국민은행' })).toEqual({ codeId: '4', codeName: '국민은행' });
  });
});

describe('sports', () => {
  it('parses sidebar rows and markets', () => {
    expect(SportListItem.parse(samples.sportListItem)).toEqual(samples.sportListItem);
    expect(Location.parse(samples.location).image_path).toBe('/flags/gb.svg');
    expect(League.parse(samples.league).league_name).toBe('Premier League');
    expect(Market.parse(samples.market).nameKorean).toBe('승무패');
    expect(paths(League, { ...samples.league, cnt: -1 })).toEqual([['cnt']]);
  });
});

describe('betting', () => {
  it('a bet-slip item reads its fixture id as a number and normalises the other ids and prices to strings', () => {
    const item = BetSlipItem.parse({ ...samples.oddsRow, slipName: '아스날 vs 첼시' });
    expect(item.fixtureId).toBe(12345);
    expect(item.betPrice).toBe('1.85');
    expect(item.version).toBe('8');
  });

  it('a bet request keeps the bonus leg and normalises its legs', () => {
    const request = BetRequest.parse(samples.betRequest);
    expect(request.bettings).toEqual([
      { betPrice: '1.85', fixtureId: 12345, oddsId: '12345_1_1', sportId: 6046, version: '8' },
      { betPrice: '1.85', fixtureId: BONUS_FIXTURE_ID, oddsId: 'bonus_1', sportId: 0, version: '1' },
    ]);
  });

  it.each([
    [{ totalRatio: '3.4' }, ['totalRatio']],
    [{ totalRatio: '3.420' }, ['totalRatio']],
    [{ amounts: 10_000.5 }, ['amounts']],
    [{ bettings: [] }, ['bettings']],
    [{ gameDetailType: 97 }, ['gameDetailType']],
    [{ gameStyle: 'US' }, ['gameStyle']],
    [{ changeFlag: 0 }, ['changeFlag']],
  ])('refuses %o at %o', (patch, path) => {
    expect(paths(BetRequest, { ...samples.betRequest, ...patch })).toEqual([path]);
  });

  it('points at the broken leg', () => {
    const bettings = [{ ...samples.betRequest.bettings[0], betPrice: '1.9999' }];
    expect(paths(BetRequest, { ...samples.betRequest, bettings })).toEqual([['bettings', 0, 'betPrice']]);
  });

  it('knows every gameDetailType and win flag', () => {
    for (const code of [91, 92, 93, 94, 95, 96, 999]) expect(GameDetailType.parse(code)).toBe(code);
    for (const flag of [-1, 0, 1, 2, 3, 4, 5]) expect(SettlementFlag.parse(flag)).toBe(flag);
    expect(SettlementFlag.safeParse(6).success).toBe(false);
  });

  it('a history slip is its legs, each with the slip fields', () => {
    const second = {
      ...samples.betLeg,
      ...samples.betSlipHeader,
      sports_betting_win_flag: 2,
      startdate: null,
    };
    const slip = BetHistorySlip.parse([{ ...samples.betLeg, ...samples.betSlipHeader }, second]);
    expect(slip).toHaveLength(2);
    expect(slip[0]?.status_name).toBe('대기');
    expect(slip[0]?.sports_betting_sports_fixture_id).toBe(12345);
    expect(slip[1]).toEqual({ ...second, sports_betting_sports_fixture_id: 12345 });
    expect(paths(BetHistorySlip, [samples.betLeg])).toContainEqual([0, 'id']);
    expect(paths(BetHistorySlip, [])).toEqual([[]]);
  });

  it('the odds-changed body is the spec list with old and new prices', () => {
    const body = [{ ...samples.betRequest.bettings[0], betPrice: 1.9, version: 9, oldBetPrice: '1.85' }];
    expect(OddsChangedBody.parse(body)).toEqual([
      {
        betPrice: '1.9',
        fixtureId: 12345,
        oddsId: '12345_1_1',
        sportId: 6046,
        version: '9',
        oldBetPrice: '1.85',
      },
    ]);
    expect(paths(OddsChangedBody, [])).toEqual([[]]);
  });

  it('history query and user-delete body', () => {
    const query = { page: 1, perpage: 10, gameType: 2, memberUserId: 'player01', from: '2025-03-01' };
    expect(BetHistoryQuery.parse(query)).toEqual(query);
    expect(paths(BetHistoryQuery, { ...query, gameType: 5 })).toEqual([['gameType']]);
    expect(UserDeleteRequest.parse([901, { id: 902, status_name: '당첨' }])).toEqual([901, 902]);
    expect(paths(UserDeleteRequest, [])).toEqual([[]]);
    expect(paths(UserDeleteRequest, [901, { id: 0 }, 'x'])).toEqual([[1], [2]]);
  });
});

describe('games', () => {
  it('parses casino records and play queries', () => {
    expect(CasinoBetRecord.parse(samples.casinoBetRecord).gameCode).toBe('baccarat');
    expect(paths(CasinoBetRecord, { ...samples.casinoBetRecord, amount: -1 })).toEqual([['amount']]);
    const play = { userid: 'player01', thirdpartycode: 'evo', gamecode: 'bac', platform: 'MOBILE' };
    expect(CasinoPlayQuery.parse(play)).toEqual(play);
    expect(paths(CasinoPlayQuery, { ...play, platform: 'TV' })).toEqual([['platform']]);
  });

  it('parses the virtual soccer streams', () => {
    const soccer = {
      streams: {
        premierships: 'https://s/1',
        eurocups: 'https://s/2',
        superleague: 'https://s/3',
        worldcup: 'https://s/4',
      },
      games: [samples.virtualGame],
    };
    expect(VirtualSoccer.parse(soccer).games[0]?.fixtureId).toBe(31);
    expect(paths(VirtualSoccer, { ...soccer, streams: { ...soccer.streams, worldcup: '' } })).toEqual([
      ['streams', 'worldcup'],
    ]);
  });
});

describe('board', () => {
  it('parses notices, messages, popups and inquiries', () => {
    expect(Notice.parse(samples.notice).contents).toBe('<p>점검</p>');
    expect(Message.parse(samples.message).confirmStatus).toBe(0);
    expect(Popup.parse(samples.popup).notShowingexpireTime).toBe(12);
    expect(CustomerInquiry.parse(samples.inquiry).customerAnswer).toEqual([
      { id: 1, answerContents: '답변' },
    ]);
    expect(paths(Message, { ...samples.message, confirmStatus: 2 })).toEqual([['confirmStatus']]);
  });

  it('needs the required inquiry fields', () => {
    expect(paths(CustomerInquiryCreate, { memberId: 7, title: '', questionContents: '' })).toEqual([
      ['title'],
      ['questionContents'],
    ]);
    expect(paths(NonMemberInquiry, { name: '홍길동', phoneNumber: '01012345678' })).toEqual([['question']]);
    expect(paths(MessageDeleteRequest, [{ id: 1, userDeleteFlg: 0 }])).toEqual([[0, 'userDeleteFlg']]);
  });
});

describe('money', () => {
  it('parses logs, charges and ledger pages', () => {
    expect(PointLog.parse(samples.pointLog).point).toBe(-5_000);
    expect(CompLog.parse(samples.compLog).totalComp).toBe(220);
    expect(Charge.parse(samples.charge).depositDate).toBeNull();
    expect(paths(Charge, { ...samples.charge, type: 3 })).toEqual([['type']]);
    expect(TransactionPage.parse({ items: [samples.ledgerEntry], total: 1 }).items[0]?.amount).toBe(-10_000);
    expect(paths(LedgerEntry, { ...samples.ledgerEntry, account: 'bank' })).toEqual([['account']]);
  });

  it('conversions carry the userUpdatedAt the member saw', () => {
    const point = { memberId: 7, point: 5_000, userUpdatedAt: samples.user.updatedAt };
    expect(PointToEmoneyRequest.parse(point)).toEqual(point);
    expect(paths(CompToEmoneyRequest, { memberId: 7, comp: 100 })).toEqual([['userUpdatedAt']]);
  });

  it('a charge request takes the coin fields optionally', () => {
    const deposit = {
      memberId: 7,
      depositMode: 0,
      depositAmount: 10_000,
      depositName: '홍길동',
      type: 0,
      pointType: 5,
    };
    expect(ChargeCreate.parse(deposit)).toEqual(deposit);
    const coin = { ...deposit, type: 1, pointFlag: 1, confirmFlag: 1 };
    expect(ChargeCreate.parse(coin)).toEqual(coin);
    expect(paths(ChargeCreate, { ...deposit, depositMode: 2 })).toEqual([['depositMode']]);
    expect(ChargeQuery.parse({ memberId: 7, depositMode: 1, page: 1, perpage: 10 }).depositMode).toBe(1);
  });

  it('keeps the wire names of the deposit password and coin calls', () => {
    expect(CheckDepositPasswordRequest.parse({ userId: 'player01', bankAccountPssword: '1234' })).toEqual({
      userId: 'player01',
      bankAccountPssword: '1234',
    });
    expect(paths(CoinChangeRequest, { tx_id: 't', user_id: 'player01', user_num: 7, balance: 0 })).toEqual([
      ['balance'],
    ]);
  });
});

describe('member flows', () => {
  it('find password needs exactly the last 4 phone digits', () => {
    expect(
      FindPasswordRequest.parse({ phoneNumber: '5678', userId: 'player01', accountHolder: '홍길동' }),
    ).toBeTruthy();
    expect(
      paths(FindPasswordRequest, { phoneNumber: '45678', userId: 'player01', accountHolder: '홍길동' }),
    ).toEqual([['phoneNumber']]);
  });

  it('member password change needs both passwords', () => {
    expect(paths(MemberChangePasswordRequest, { oldPassword: 'a', password: '' })).toEqual([['password']]);
  });

  it('referral code answers type and member id', () => {
    expect(SuggestionCode.parse({ type: 0, memberId: 3 })).toEqual({ type: 0, memberId: 3 });
  });
});

describe('roulette and attendance', () => {
  it('coupon counts and spins', () => {
    expect(CardCount.parse({ normal: 2, vip: 0 })).toEqual({ normal: 2, vip: 0 });
    expect(paths(CardChoiceRequest, { memberId: 7, couponType: 3 })).toEqual([['couponType']]);
  });

  it('attendance status and check-in', () => {
    expect(AttendanceStatus.parse(samples.attendanceStatus).streak).toBe(3);
    expect(CheckInResult.parse(samples.checkInResult).reward).toBe(1_000);
    expect(paths(AttendanceStatus, { ...samples.attendanceStatus, days: ['2025-03-1'] })).toEqual([
      ['days', 0],
    ]);
  });
});

describe('responsible gambling', () => {
  it('limits with a pending raise', () => {
    const limits = DepositLimits.parse(samples.depositLimits);
    expect(limits.week.pending).toEqual({
      amount: 500_000,
      effectiveAt: samples.depositLimits.week.pending.effectiveAt,
    });
    expect(limits.month.amount).toBeNull();
    expect(DepositLimitsUpdate.parse({ day: null })).toEqual({ day: null });
    expect(paths(DepositLimitsUpdate, { week: -1 })).toEqual([['week']]);
  });

  it('time-out is 1 day to 6 weeks, self-exclusion at least 6 months', () => {
    expect(TimeoutRequest.parse({ days: 42 })).toEqual({ days: 42 });
    expect(paths(TimeoutRequest, { days: 0 })).toEqual([['days']]);
    expect(paths(TimeoutRequest, { days: 43 })).toEqual([['days']]);
    expect(SelfExclusionRequest.parse({ months: 6 })).toEqual({ months: 6 });
    expect(paths(SelfExclusionRequest, { months: 5 })).toEqual([['months']]);
  });

  it('reality check interval and status', () => {
    expect(RealityCheck.parse({ intervalMinutes: null })).toEqual({ intervalMinutes: null });
    expect(paths(RealityCheck, { intervalMinutes: 0 })).toEqual([['intervalMinutes']]);
    expect(RealityCheckStatus.parse(samples.realityCheckStatus).netResult).toBe(-20_000);
  });

  it('health is ok', () => {
    expect(Health.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expect(paths(Health, { status: 'down' })).toEqual([['status']]);
  });
});
