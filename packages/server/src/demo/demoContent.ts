import {
  CANCEL_WINDOW_MS,
  DEPOSIT_BONUS_OPTIONS,
  DEPOSIT_STEP,
  formatWon,
  MAX_DEPOSIT_BONUS,
  MAX_TOTAL_ODDS,
  MAX_WITHDRAWAL_PER_DAY,
  MIN_BET,
  MIN_BONUS_ODDS,
  MIN_DEPOSIT,
  MIN_POINT_CONVERSION,
  MIN_SIGNUP_AGE,
  MIN_WITHDRAWAL,
  ROULETTE_PRIZES,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_CLOSED_FROM_MINUTE,
  WITHDRAWAL_CLOSED_UNTIL_MINUTE,
  WITHDRAWAL_INTERVAL_MS,
  WITHDRAWAL_UNIT,
} from '@kbet/sdk';
import type { AttendanceRewardSetting } from '../domain/attendance/attendanceReward';
import type { CouponRule } from '../repositories/couponRulesRepository';

/** A board post of the demo; `daysAgo` spreads the dates so lists look like a running site. */
export interface DemoPost {
  title: string;
  /** HTML within the SDK's HTML_POLICY (stored as sanitised). */
  contents: string;
  daysAgo: number;
}

// Numbers in the texts come from the SDK's rules, so a changed limit never leaves a stale notice.
const won = (amount: number) => `${formatWon(amount)}원`;
const minutes = (ms: number) => ms / 60_000;
const kstClock = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
const HELPLINE = '한국도박문제예방치유원 헬프라인 <strong>국번 없이 1336</strong> (24시간 무료 상담)';

/** The demo operator's chat-channel support, where guests are sent (spec §1). */
export const DEMO_SUPPORT_CHANNEL_URL = 'https://t.me/kbet_demo_support';

/** The marquee's site top notice. */
export const DEMO_SITE_TOP_NOTICE =
  'kbet은 플레이 머니로 운영되는 데모 사이트입니다. 책임감 있는 게임을 즐기세요.';

/** Operator notices (noticeType 0: the notice popup and the marquee list them), oldest first. */
export const DEMO_NOTICES: readonly DemoPost[] = [
  {
    title: '[필독] kbet 데모 사이트 이용 안내',
    daysAgo: 30,
    contents: `<p>kbet은 <strong>플레이 머니(모의머니)</strong>로 운영되는 데모 사이트입니다.</p>
<ul>
<li>모든 잔액, 충전, 출금, 당첨금은 모의머니이며 현금으로 바꿀 수 없습니다.</li>
<li>만 ${MIN_SIGNUP_AGE}세 미만은 가입할 수 없습니다.</li>
<li>계정은 본인만 사용해주세요. 다른 기기에서 로그인하면 기존 접속은 종료됩니다.</li>
</ul>`,
  },
  {
    title: '입금 계좌 안내',
    daysAgo: 21,
    contents: `<p>입금 계좌는 회원 등급별로 운영사가 지정한 계좌이며, 충전 화면에서 <strong>계좌 비밀번호 확인 후</strong> [계좌 확인] 버튼으로 확인하실 수 있습니다.</p>
<ul>
<li>입금자명과 회원 예금주명이 같아야 처리됩니다.</li>
<li>충전은 ${won(MIN_DEPOSIT)}부터 ${won(DEPOSIT_STEP)} 단위로 신청할 수 있습니다.</li>
<li>kbet은 문자, 메신저, 전화로 계좌를 안내하지 않습니다. 다른 경로로 받은 계좌 안내는 사칭이니 고객센터로 알려주세요.</li>
</ul>
<p>데모 사이트에서는 실제 송금을 하지 마세요. 충전 신청은 모의머니로 처리됩니다.</p>`,
  },
  {
    title: '서버 점검 안내',
    daysAgo: 14,
    contents: `<p>안정적인 서비스를 위해 서버 점검을 진행합니다. 점검 일정은 공지사항과 상단 안내로 미리 알려드립니다.</p>
<ul>
<li>점검 중에는 로그인 외의 이용이 제한되며, 점검 화면에서 시작·종료 시각을 확인할 수 있습니다.</li>
<li>점검 전에 접수된 베팅은 유지되며, 점검 중 종료된 경기는 점검 후 결과에 따라 정산됩니다.</li>
</ul>`,
  },
  {
    title: '책임감 있는 게임 안내',
    daysAgo: 10,
    contents: `<p>게임은 여가로 즐길 때 가장 즐겁습니다. [책임감 있는 게임] 메뉴에서 다음 기능을 언제든 이용하실 수 있습니다.</p>
<ul>
<li><strong>입금 한도</strong>: 24시간, 7일, 1개월 한도를 직접 정합니다. 낮춘 한도는 즉시, 높인 한도는 24시간 후 적용됩니다.</li>
<li><strong>이용 제한(타임아웃)</strong>: 1일부터 6주까지 베팅, 충전, 이벤트 참여가 중지됩니다.</li>
<li><strong>자기 배제</strong>: 6개월, 1년, 5년 중 선택하며 기간 중에는 해제할 수 없습니다. 잔액 출금은 계속 가능합니다.</li>
<li><strong>이용 시간 알림</strong>: 정한 간격마다 접속 시간과 손익을 알려드립니다.</li>
</ul>
<p>잃은 금액을 만회하려고 베팅하지 마세요. 도움이 필요하면 ${HELPLINE}을 이용하세요.</p>`,
  },
  {
    title: '베팅 규정 변경 안내',
    daysAgo: 5,
    contents: `<p>베팅 규정이 다음과 같이 정리되었습니다. 자세한 내용은 베팅 규정 게시판을 확인해주세요.</p>
<ul>
<li>베팅 취소는 베팅 후 ${minutes(CANCEL_WINDOW_MS)}분 이내, 경기 시작 ${minutes(CANCEL_WINDOW_MS)}분 전까지만 가능합니다.</li>
<li>최소 베팅 금액은 ${won(MIN_BET)}, 조합 배당은 최대 ${MAX_TOTAL_ODDS}배입니다.</li>
<li>축구와 아이스하키의 경기 결과는 정규시간 기준(연장, 승부차기 제외)으로 정산됩니다.</li>
</ul>`,
  },
  {
    title: '출금 신청 안내',
    daysAgo: 2,
    contents: `<ul>
<li>출금은 ${won(MIN_WITHDRAWAL)}부터 ${won(WITHDRAWAL_UNIT)} 단위로, 하루 최대 ${won(MAX_WITHDRAWAL_PER_DAY)}까지 신청할 수 있습니다.</li>
<li>출금 신청 간격은 ${minutes(WITHDRAWAL_INTERVAL_MS) / 60}시간이며, 충전 후 ${minutes(WITHDRAWAL_AFTER_DEPOSIT_MS)}분이 지나야 신청할 수 있습니다.</li>
<li>매일 ${kstClock(WITHDRAWAL_CLOSED_FROM_MINUTE)}부터 ${kstClock(WITHDRAWAL_CLOSED_UNTIL_MINUTE)}까지(한국 시간)는 출금 신청을 받지 않습니다.</li>
<li>출금은 회원 본인 명의 계좌로만 처리됩니다.</li>
</ul>`,
  },
];

/** Betting rules, one section a post; listed newest first, so the last is read first. */
export const DEMO_BETTING_RULES: readonly DemoPost[] = [
  {
    title: '5. 실시간(인플레이) 베팅',
    daysAgo: 7,
    contents: `<ul>
<li>실시간 베팅은 종목별 접수 대기 시간이 있으면 그 시간이 지난 뒤 다시 확인하여 확정하며, 그 사이 배당이 바뀌거나 마켓이 중지되면 접수되지 않습니다.</li>
<li>배당이 바뀐 경우 변경된 배당을 확인하고 다시 베팅할 수 있습니다.</li>
</ul>`,
  },
  {
    title: '4. 적특(취소)과 기준점 처리',
    daysAgo: 7,
    contents: `<ul>
<li>경기나 마켓이 취소되면 해당 폴더는 적특(배당 1.00)으로 처리되고, 나머지 폴더로 정산합니다.</li>
<li>핸디캡, 언더/오버가 기준점과 같으면 적특(배당 1.00)입니다.</li>
<li>.25, .75 기준점은 금액을 두 기준점에 나누어 정산합니다(절반 당첨 또는 절반 낙첨).</li>
<li>정산 후 결과가 정정되면(비디오 판독 등) 정정된 결과로 다시 정산합니다.</li>
</ul>`,
  },
  {
    title: '3. 종목별 정산 기준',
    daysAgo: 7,
    contents: `<table>
<thead><tr><th>종목</th><th>기준</th></tr></thead>
<tbody>
<tr><td>축구, 아이스하키</td><td>정규시간(추가시간 포함, 연장과 승부차기 제외)</td></tr>
<tr><td>농구</td><td>연장 포함</td></tr>
<tr><td>야구</td><td>경기 종료 시 최종 점수</td></tr>
<tr><td>배구, 테니스 등 세트 종목</td><td>이긴 세트 수</td></tr>
</tbody>
</table>
<p>전반, 1쿼터 등 기간 마켓은 해당 기간의 점수로 정산합니다.</p>`,
  },
  {
    title: '2. 베팅 취소',
    daysAgo: 7,
    contents: `<p>대기 중인 베팅은 베팅 후 ${minutes(CANCEL_WINDOW_MS)}분 이내, 그리고 경기 시작 ${minutes(CANCEL_WINDOW_MS)}분 전까지 취소할 수 있습니다. 취소한 베팅은 복구되지 않으며 베팅 금액은 보유머니로 돌아갑니다.</p>`,
  },
  {
    title: '1. 일반 베팅 규정',
    daysAgo: 7,
    contents: `<ul>
<li>최소 베팅 금액은 ${won(MIN_BET)}이며, 조합 배당은 최대 ${MAX_TOTAL_ODDS}배입니다.</li>
<li>최대 베팅 금액과 최대 당첨금은 회원 등급별로 다르며 베팅 슬립에 표시됩니다.</li>
<li>보너스 폴더는 배당 ${MIN_BONUS_ODDS} 이상의 경기와 조합할 때만 적용됩니다.</li>
<li>베팅 시점의 배당으로 확정되며, 접수된 베팅의 배당과 금액은 바뀌지 않습니다.</li>
<li>예상 당첨금은 베팅 금액 × 조합 배당(소수점 둘째 자리 미만 버림)의 원 단위 미만을 버린 금액입니다.</li>
</ul>`,
  },
];

const bonusRows = DEPOSIT_BONUS_OPTIONS.filter((option) => option.percent > 0)
  .map((option) => {
    const terms = [
      option.rollingPercent === null ? '' : `롤링 ${option.rollingPercent}%`,
      option.minOdds === null ? '' : `배당 ${option.minOdds} 이상`,
    ].filter(Boolean);
    return `<tr><td>${option.label}</td><td>${option.percent}%</td><td>${terms.join(', ') || '-'}</td></tr>`;
  })
  .join('\n');

const couponCondition = (rule: CouponRule) =>
  rule.basis === 'count' ? `하루 충전 ${rule.threshold}회` : `하루 누적 충전 ${won(rule.threshold)} 이상`;

const COUPON_NAME = { normal: '일반 쿠폰', vip: 'VIP 쿠폰' } as const;

/**
 * The events, oldest first; the attendance and roulette texts state the operator's current settings.
 * @example demoEvents({ dailyPoints: 1000, streakBonusDays: 7, streakBonusPoints: 10000 }, rules)
 */
export function demoEvents(
  attendance: AttendanceRewardSetting,
  couponRules: readonly CouponRule[],
): DemoPost[] {
  const promotionsNote =
    '<p>이용 제한 또는 자기 배제 중에는 이벤트에 참여할 수 없습니다. 모든 지급은 모의머니와 포인트입니다.</p>';
  return [
    {
      title: '첫충 보너스 이벤트',
      daysAgo: 20,
      contents: `<p>충전할 때 원하는 보너스를 선택하세요. 첫 충전은 물론 매 충전마다 지급되며, 1회 최대 ${won(MAX_DEPOSIT_BONUS)}입니다.</p>
<table>
<thead><tr><th>보너스</th><th>지급률</th><th>조건</th></tr></thead>
<tbody>
${bonusRows}
</tbody>
</table>
${promotionsNote}`,
    },
    {
      title: '출석 체크 이벤트',
      daysAgo: 12,
      contents: `<p>하루 한 번 출석 체크하면 <strong>${formatWon(attendance.dailyPoints)}P</strong>를 드립니다.</p>
<p>${attendance.streakBonusDays}일 연속 출석할 때마다 <strong>${formatWon(attendance.streakBonusPoints)}P</strong>를 추가로 드립니다. 날짜는 한국 시간 자정에 바뀝니다.</p>
<p>포인트는 ${formatWon(MIN_POINT_CONVERSION)}P부터 보유머니로 전환할 수 있습니다.</p>
${promotionsNote}`,
    },
    {
      title: '룰렛 이벤트',
      daysAgo: 3,
      contents: `<p>충전 조건을 채우면 룰렛 쿠폰을 드립니다. 쿠폰 1장으로 룰렛을 한 번 돌릴 수 있습니다.</p>
<ul>
${couponRules.map((rule) => `<li>${couponCondition(rule)}: ${COUPON_NAME[rule.couponKind]} ${rule.coupons}장</li>`).join('\n')}
</ul>
<p>일반 룰렛은 최대 ${formatWon(Math.max(...ROULETTE_PRIZES.normal))}P, VIP 룰렛은 최대 ${formatWon(Math.max(...ROULETTE_PRIZES.vip))}P가 당첨됩니다.</p>
${promotionsNote}`,
    },
  ];
}

/** Community notices, oldest first. */
export const DEMO_COMMUNITY_NOTICES: readonly DemoPost[] = [
  {
    title: '커뮤니티 이용 수칙',
    daysAgo: 25,
    contents: `<ul>
<li>욕설, 비방, 도배 글은 예고 없이 삭제됩니다.</li>
<li>개인정보(연락처, 계좌번호)를 게시하지 마세요.</li>
</ul>`,
  },
  {
    title: '회원 간 금전 거래 금지 안내',
    daysAgo: 9,
    contents:
      '<p>회원 간 머니 대여, 계정 양도, 외부 거래는 금지되어 있습니다. 이러한 제안을 받으면 고객센터로 알려주세요.</p>',
  },
];

/** The one active site popup. */
export const DEMO_POPUP = `<h3>kbet 데모 사이트에 오신 것을 환영합니다</h3>
<p>모든 금액은 <strong>플레이 머니</strong>이며 현금으로 바꿀 수 없습니다.</p>
<p>입금 한도, 이용 제한, 자기 배제는 [책임감 있는 게임] 메뉴에서 설정할 수 있습니다. 도움이 필요하면 ${HELPLINE}.</p>`;

/** The welcome message of member02…member05 (unread, so their first login opens /message). */
export const DEMO_WELCOME_MESSAGE = {
  title: 'kbet 가입을 환영합니다',
  contents: `<p>kbet 데모 사이트에 오신 것을 환영합니다. 모든 금액은 플레이 머니입니다.</p>
<ul>
<li>공지사항과 베팅 규정을 먼저 확인해주세요.</li>
<li>출석 체크와 룰렛 이벤트에 참여할 수 있습니다.</li>
<li>입금 한도와 이용 시간 알림은 [책임감 있는 게임] 메뉴에서 설정할 수 있습니다.</li>
</ul>
<p>궁금한 점은 고객센터 1:1 문의로 남겨주세요.</p>`,
};
