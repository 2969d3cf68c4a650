/**
 * Every member-facing Korean message of spec §5 (validation) and §8 (errors) in one place.
 *
 * Strings the spec quotes in Korean are verbatim, odd spacing and spelling included
 * (잠시만 기다려주십시요, 삭제할수). Where the spec only paraphrases in English, the text is
 * natural Korean written for kbet; those carry a `// paraphrase` note.
 *
 * Each message is its own named export so that a bundle importing one validator ships only
 * the strings it uses.
 */

// §5 bet amount and bet checks
export const BET_AMOUNT_REQUIRED = '베팅금액을 입력해주세요.'; // paraphrase
export const BET_AMOUNT_NEGATIVE = '베팅금액은 0원 이상이어야 합니다.'; // paraphrase
export const BET_AMOUNT_DIGITS = '베팅금액은 숫자로 입력해주세요.'; // paraphrase
export const BET_LOGIN_REQUIRED = '로그인 후 이용 가능합니다.'; // paraphrase
export const BET_SELECT_REQUIRED = '베팅을 선택해주세요.'; // paraphrase
export const BET_MIN = '최소 베팅금액은 5000원입니다.'; // paraphrase
export const BET_NO_DECIMALS = '원단위는 입력 불가능합니다.';
export const BET_OVER_MAX = '최대 베팅금액을 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_OVER_MAX_WIN = '최대 당첨금액을 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_OVER_MAX_ODDS = '최대 배당 100배를 초과하여 베팅할 수 없습니다.'; // paraphrase
export const BET_CONFIRM = '베팅하시겠습니까?'; // paraphrase
export const BET_IN_PROGRESS = '베팅이 진행중입니다.'; // paraphrase
export const BET_ODDS_CHANGED_CONFIRM = '배당이 변경되었습니다. 변경된 배당으로 베팅하시겠습니까?'; // paraphrase
export const BET_BONUS_COMBINE = '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.'; // paraphrase
export const BET_SUSPENDED = '베팅이 중지된 경기가 포함되어 있습니다.'; // kbet's own
export const BET_SAME_FIXTURE = '같은 경기에서 함께 베팅할 수 없는 항목이 포함되어 있습니다.'; // kbet's own (§4 same-fixture rules)
export const BET_CORRELATED =
  '같은 경기의 연관된 항목(승무패와 핸디캡, 핸디캡과 언더오버 등)은 함께 조합할 수 없습니다.'; // kbet's own (operator combination matrix)
export const BET_EVENT_ONLY = '이벤트 폴더는 이벤트 경기끼리만 조합할 수 있습니다.'; // kbet's own (§2, §9 event folders)
export const BET_SLIP_INVALID = '베팅 정보가 올바르지 않습니다. 베팅카트를 확인해주세요.'; // kbet's own (gameDetailType)
export const BET_RATIO_MISMATCH = '배당률이 일치하지 않습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own (§7 totalRatio)
export const BET_PLACED = '베팅이 완료되었습니다.'; // kbet's own (success toast)

// §5 cancel window
export const CANCEL_WINDOW = '베팅 후 10분 이내, 경기 시작 10분 전까지만 취소 가능합니다.'; // paraphrase
export const CANCEL_CONFIRM = '해당 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.'; // paraphrase
export const CANCEL_NOT_WAITING = '대기중인 베팅만 취소할 수 있습니다.'; // kbet's own
export const BET_CANCELLED = '베팅이 취소되었습니다.'; // kbet's own (cancelAll answer)
export const BET_DELETE_WAITING = '대기중인 베팅은 삭제할 수 없습니다.'; // kbet's own (§4: waiting slips show Cancel)
export const BET_HISTORY_DELETE_ALL_CONFIRM = '대기중인 베팅을 제외한 베팅내역을 모두 삭제하시겠습니까?'; // kbet's own (§2 전체삭제)
export const BET_HISTORY_DELETE_CONFIRM = '선택한 베팅내역을 삭제하시겠습니까?'; // kbet's own
export const BET_HISTORY_NOTHING_TO_DELETE = '삭제할 베팅내역이 없습니다.'; // kbet's own
/** Casino records have no waiting state, so delete-all hides every one (spec §2, §7). */
export const CASINO_HISTORY_DELETE_ALL_CONFIRM = '카지노 베팅내역을 모두 삭제하시겠습니까?'; // kbet's own

// §5 login, find password, password rules
export const FIELD_REQUIRED = '위 항목을 입력해주세요.';
/** The one login place that oddly asks for the bet amount (§5); kept for wire fidelity. */
export const LOGIN_ODD_REQUIRED = '베팅금액을 입력해주세요.'; // paraphrase
export const PHONE_LAST4 = '휴대폰번호 뒤 4자리를 입력해주세요.'; // paraphrase
export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.'; // paraphrase
export const PASSWORD_REQUIRED = '비밀번호를 입력해주세요.'; // paraphrase
export const PASSWORD_MIN8 = '비밀번호는 8자 이상 입력해주세요.'; // paraphrase
export const MYPAGE_PASSWORD_CHECK = '비밀번호를 확인해주세요.';

// §5 inquiries and messages
export const INQUIRY_PENDING = '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.';
export const INQUIRY_DELETE_UNANSWERED = '처리중인 고객센터는 삭제할수 없습니다.';
export const INQUIRY_DELETE_UNREAD = '읽지않은 고객센터는 삭제할수 없습니다. 읽은 후 삭제해주세요.';
export const INQUIRY_NONE_SELECTED = '고객센터를 선택해주세요.';
export const MESSAGE_DELETE_UNREAD = '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.';
export const INQUIRY_DEPOSIT_ACCOUNT_TITLE = '입금계좌 문의'; // kbet's own (§2 prefilled deposit-account inquiry)
export const INQUIRY_DEPOSIT_ACCOUNT_QUESTION = '입금계좌 안내 부탁드립니다.'; // kbet's own
export const NOTICE_REGISTER_FORBIDDEN = '공지사항 등록 권한이 없습니다.'; // kbet's own (§6 role 1 only)
export const NOTICE_REGISTERED = '공지사항이 등록되었습니다.'; // kbet's own
export const DELETE_CONFIRM = '선택한 항목을 삭제하시겠습니까?'; // kbet's own

// §5 conversions
export const POINT_CONVERT_MIN = '5,000포인트 이상 전환가능합니다.';
export const COMP_CONVERT_MIN = '100콤프 이상 전환가능합니다.';

// §5 deposit, bank, coin
export const DEPOSIT_BONUS_REQUIRED = '보너스를 선택해 주세요.';
export const DEPOSIT_BONUS_UNAVAILABLE =
  '현재 제공하지 않는 상품의 보너스입니다. 다른 보너스를 선택해 주세요.'; // kbet's own (issue 16: bonuses of offered products only)
export const AMOUNT_NUMERIC = '숫자로 입력해 주세요.';
export const AMOUNT_NO_DECIMALS = '원단위는 입력 불가능합니다.';
export const AMOUNT_NEGATIVE = '0 이상의 금액을 입력해주세요.'; // kbet's own (§5 ">= 0")
export const AMOUNT_TOO_LARGE = '입력 가능한 금액을 초과했습니다.'; // kbet's own (beyond exact integers)
export const DEPOSIT_MIN = '10,000원 이상 충전신청 가능합니다.';
export const DEPOSIT_UNIT = '1,000원 단위로 충전신청 가능합니다.';
export const DEPOSIT_MAX = '1회 최대 100,000,000원까지 충전신청 가능합니다.'; // kbet's own cap (§9)
export const DEPOSIT_PASSWORD_MISMATCH = '비밀번호가 일치하지 않았습니다. 다시 시도해 보세요.';
export const BANK_INVALID = '유효한 은행을 입력해주세요.';
export const ACCOUNT_NUMBER_TOO_LONG = '계좌번호는 14자 이내로 입력해주세요.'; // paraphrase
export const COIN_MIN = '1코인 이상 충전신청 가능합니다.';
export const COIN_OVER_HELD = '보유코인보다 많은 코인을 입금 할 수 없습니다.';

// §5 withdrawal
export const WITHDRAW_PASSWORD_MISMATCH = '입출금 비밀번호가 다릅니다.';
export const WITHDRAW_MIN = '10,000원 이상 출금신청 가능합니다.';
export const WITHDRAW_UNIT = '10,000원 단위로 출금신청 가능합니다.';
export const WITHDRAW_OVER_CASH = '보유캐시보다 많은 금액을 입력했습니다.';
// §9 displayed withdrawal rules, enforced by kbet's server
export const WITHDRAW_OVER_PER_REQUEST = '1회 출금 한도를 초과했습니다.'; // paraphrase
export const WITHDRAW_OVER_DAILY = '1일 출금 한도(2억원)를 초과했습니다.'; // paraphrase
export const WITHDRAW_INTERVAL = '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.'; // paraphrase
export const WITHDRAW_AFTER_DEPOSIT = '충전신청 후 30분이 지나야 출금신청 가능합니다.'; // paraphrase
export const WITHDRAW_CLOSED_HOURS = '23:30 ~ 00:30에는 출금신청이 불가능합니다.'; // paraphrase
export const WITHDRAW_OWN_NAME = '본인 명의 계좌로만 출금 가능합니다.'; // paraphrase
// deposit / withdrawal processing, enforced by kbet's server
export const WITHDRAW_ROLLING_UNMET = '보너스 롤링 조건을 충족한 후 출금신청 가능합니다.'; // kbet's own (§9 bonus rolling)
export const CHARGE_HIDE_UNFINISHED = '처리완료된 출금내역만 삭제할 수 있습니다.'; // kbet's own (§4 only finished withdrawals)
export const CHARGE_ALREADY_PROCESSED = '이미 처리된 신청입니다.'; // kbet's own (staff approve/reject once)

// compliance.md §4 responsible gambling (kbet's own)
/** A deposit request over a limit; `remaining` is what the period still allows, formatted (formatWon). */
export const RG_DEPOSIT_LIMIT = (period: 'day' | 'week' | 'month', remaining: string): string =>
  `${period === 'day' ? '1일' : period === 'week' ? '7일' : '1개월'} 입금 한도를 초과하여 충전신청할 수 없습니다. 현재 신청 가능한 금액은 ${remaining}원입니다.`; // kbet's own
export const RG_TIMEOUT_ACTIVE = '타임아웃 기간에는 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.'; // kbet's own
export const RG_SELF_EXCLUDED = '자기 배제 기간에는 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.'; // kbet's own
export const RG_LIMITS_SAVED =
  '입금 한도를 저장했습니다. 낮춘 한도는 바로, 높이거나 해제한 한도는 24시간 후에 적용됩니다.'; // kbet's own
/** The reality check's figure: the net result of play in the session, not the change of balance. */
export const RG_SESSION_PLAY_NET = '이번 접속 베팅 손익'; // kbet's own
export const RG_SESSION_PLAY_NET_HINT =
  '당첨금에서 베팅금을 뺀 금액입니다. 충전, 출금, 포인트 전환은 포함하지 않습니다.'; // kbet's own
export const RG_REALITY_CHECK_SAVED = '리얼리티 체크 알림 간격을 저장했습니다.'; // kbet's own
/** The time-out confirm's question; `period` is the chosen length, e.g. '7일'. */
export const RG_TIMEOUT_CONFIRM = (period: string): string => `${period} 동안 타임아웃을 시작하시겠습니까?`; // kbet's own
/** The self-exclusion confirm's question; `period` is the chosen length, e.g. '6개월'. */
export const RG_SELF_EXCLUSION_CONFIRM = (period: string): string =>
  `${period} 동안 자기 배제를 시작하시겠습니까?`; // kbet's own
/** After a time-out or self-exclusion started; `until` is its end in Korean time. */
export const RG_EXCLUSION_STARTED = (until: string): string =>
  `${until}까지 베팅, 충전, 이벤트 참여가 제한되며 모든 접속이 종료되었습니다. 보유금액 출금은 로그인 후 계속 이용할 수 있습니다.`; // kbet's own
/** The reality-check reminder: minutes since the session began and the net result of play, formatted with a sign. */
export const RG_REALITY_CHECK = (minutes: number, net: string): string =>
  `접속한 지 ${minutes >= 60 ? `${Math.floor(minutes / 60)}시간${minutes % 60 ? ` ${minutes % 60}분` : ''}` : `${minutes}분`}이 지났습니다. 이번 접속의 베팅 손익(당첨금 − 베팅금)은 ${net}원입니다.`; // kbet's own

// §5 sign-up
export const SIGNUP_USER_ID = '공백을 제외한 영문/숫자 6~12자 입력해주세요.';
export const SIGNUP_PASSWORD = '공백을 제외한 영문/숫자/특수문자(!@#$%^*+=-) 6~12자 입력해주세요.'; // paraphrase
export const SIGNUP_NICKNAME = '8자이내로 입력해주세요.';
export const SIGNUP_NO_SPACES = '공백 없이 입력해주세요.'; // paraphrase
export const SIGNUP_PHONE_FORMAT = '형식에 맞지 않는 번호입니다.';
export const SIGNUP_HOLDER = '예금주는 80자 이내로 입력해주세요.'; // paraphrase
export const SIGNUP_HOLDER_HANGUL = '예금주는 한글로 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_USER_ID_GUIDE = '아이디는 영문 소문자, 숫자, _ 조합 3자 이상 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_NICKNAME_GUIDE = '닉네임은 4자 이상 입력해주세요.'; // guide-text reading (§5)
export const SIGNUP_ACCOUNT_PASSWORD = '공백을 제외한 숫자 4자로 입력해주세요.';
export const SIGNUP_ANTIBOT = '자동방지코드가 일치하지 않습니다.';
export const SIGNUP_PHONE_UNVERIFIED = '휴대폰 번호 인증을 해주셔야 합니다.';
export const SIGNUP_REFERRER_INVALID = '유효한 추천인코드가 아닙니다.';
export const SIGNUP_CODE_REQUIRED = '가입코드를 입력해주세요.'; // paraphrase
export const SIGNUP_CODE_UNKNOWN = '유효하지 않은 가입코드입니다.';
export const SIGNUP_FORM_INVALID = '회원등록에 실패했습니다. 메세지를 확인해주세요.';
export const SIGNUP_PHONE_AUTH_INVALID = '핸드폰번호를 확인해주세요.';
export const SIGNUP_UNDER_AGE = '만 19세 미만은 가입할 수 없습니다.'; // kbet's own (compliance.md §3)
export const SIGNUP_BIRTH_INVALID = '생년월일을 확인해주세요.'; // kbet's own
export const SIGNUP_FAILED = '회원가입에 실패했습니다.';
export const SIGNUP_CLOSED = '회원가입이 마감되었습니다.'; // paraphrase
export const SIGNUP_COMPLETED = '회원가입이 완료되었습니다. 관리자 승인 후 로그인 가능합니다.'; // kbet's own (§4 approval-pending)
export const SIGNUP_APPROVAL_SUPPORT = '승인 관련 문의는 24시간 운영되는 채팅 상담으로 연락해주세요.'; // paraphrase (§2 confirmation popup)
export const SIGNUP_CARRIER_REQUIRED = '통신사를 선택해주세요.'; // kbet's own
export const SMS_SENT = '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.';
export const SMS_AUTH_SUCCESS = '인증성공';
export const SMS_AUTH_FAILED = '인증번호가 일치하지 않습니다.'; // kbet's own
export const SMS_TOO_MANY = '인증번호 요청 횟수를 초과했습니다. 24시간 후 다시 시도해주세요.'; // kbet's own (§9)
export const SMS_AUTH_EXPIRED = '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.'; // kbet's own (§9 10 minutes)
// sign-up approval: login refusals and staff decisions (kbet's own, spec §4 'approval-pending')
export const MEMBER_PENDING = '관리자 승인 대기중입니다.'; // kbet's own
export const MEMBER_REJECTED = '가입이 승인되지 않은 회원입니다. 고객센터에 문의해주세요.'; // kbet's own
export const MEMBER_BANNED = '이용이 정지된 회원입니다. 고객센터에 문의해주세요.'; // kbet's own
export const MEMBER_STATUS_CONFLICT = '이미 처리된 회원입니다.'; // kbet's own

// §5 id and nickname checks
export const ID_BANNED = '금지된 아이디입니다.';
export const NICKNAME_BANNED = '금지된 닉네임입니다.';
export const NICKNAME_REQUIRED = '닉네임을 입력해주세요.';
export const NICKNAME_TOO_LONG = '8자 이내로 입력해주세요.';
export const inUse = (x: string): string => `${x}는 이미 사용중입니다.`;
export const available = (x: string): string => `${x}는 사용가능합니다.`;

// §6 guards
export const LOGIN_REQUIRED = '로그인 후 이용 가능합니다.'; // paraphrase
export const ROULETTE_LOGIN_REQUIRED = '로그인 후 이용해주세요.'; // paraphrase
export const ROULETTE_SPINNING = '룰렛이 회전중입니다.'; // paraphrase
export const ROULETTE_NO_COUPON = '보유한 룰렛 쿠폰이 없습니다.'; // kbet's own
export const ROULETTE_UNAVAILABLE = '현재 룰렛을 이용할 수 없습니다.'; // kbet's own (every weight 0)
export const ROULETTE_POINT_MEMO = '룰렛 당첨'; // kbet's own (point log)
/** The result alert of a winning spin; `points` formatted (formatWon). */
export const ROULETTE_WON = (points: string): string => `축하합니다! ${points}포인트에 당첨되었습니다.`; // kbet's own
export const ROULETTE_LOST = '아쉽지만 꽝입니다. 다음 기회에 도전해주세요.'; // kbet's own
export const ATTENDANCE_ALREADY = '오늘은 이미 출석체크를 하셨습니다.'; // kbet's own
export const ATTENDANCE_POINT_MEMO = '출석체크 보상'; // kbet's own (point log)
/** The check-in answer; `reward` formatted (formatWon), 0 when the operator set none. */
export const ATTENDANCE_CHECKED = (streak: number, reward: string): string =>
  `출석체크 완료! ${streak}일 연속 출석${reward === '0' ? '' : `, ${reward}포인트가 지급되었습니다`}.`; // kbet's own

// §8 errors
export const ERR_OTHER_DEVICE = '다른 기기에서 로그인하여 로그아웃되었습니다.'; // paraphrase
export const ERR_LOGGED_OUT = '로그아웃 되었습니다.'; // paraphrase
export const ERR_BLOCKED_IP = '차단된 IP입니다.'; // paraphrase
export const ERR_UNEXPECTED = '예기치 않은 문제가 발생했습니다.'; // paraphrase
export const ERR_SERVICE_UNAVAILABLE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.'; // kbet's own (the database is restarting)
export const ERR_LOGIN_FAILED = '예기치 않은 문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_DEFAULT = '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase (store default)
export const ERR_FORBIDDEN = '접근 권한이 없습니다.'; // kbet's own (compliance.md §8)
// server answers without a spec text (kbet's own)
export const LOGIN_INVALID = '아이디 또는 비밀번호가 일치하지 않습니다.'; // kbet's own
export const LOGIN_OTP_REQUIRED = 'OTP 인증번호를 입력해주세요.'; // kbet's own (compliance §10)
export const LOGIN_OTP_INVALID = 'OTP 인증번호가 올바르지 않습니다.'; // kbet's own
export const OTP_ALREADY_ENROLLED = '이미 OTP가 등록되어 있습니다.'; // kbet's own
export const OTP_ENROLMENT_REQUIRED = 'OTP를 등록한 후 이용할 수 있습니다.'; // kbet's own
export const ERR_INVALID_INPUT = '입력값을 확인해주세요.'; // kbet's own
export const ERR_NOT_FOUND = '요청하신 정보를 찾을 수 없습니다.'; // kbet's own
export const ERR_TOO_MANY_REQUESTS = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'; // kbet's own
/** How long a rate-limited member waits, as 45초, 3분 20초 or 1시간 5분. */
export const WAIT_DURATION = (seconds: number): string => {
  if (seconds < 60) return `${seconds}초`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}분${seconds % 60 ? ` ${seconds % 60}초` : ''}`;
  const minutes = Math.ceil((seconds % 3_600) / 60);
  return `${Math.floor(seconds / 3_600)}시간${minutes ? ` ${minutes}분` : ''}`;
}; // kbet's own
/** The wait after a 429, from the server's Retry-After. */
export const ERR_RETRY_AFTER = (seconds: number): string =>
  `${WAIT_DURATION(seconds)} 후에 다시 시도할 수 있습니다.`; // kbet's own
export const ERR_INPUT_TOO_DEEP = '요청 데이터의 구조가 너무 깊습니다.'; // kbet's own (nesting bound)
export const ERR_INPUT_TOO_LARGE = '요청 데이터가 너무 큽니다.'; // kbet's own (body size bound)
export const ERR_INSUFFICIENT_FUNDS = '보유금액이 부족합니다.'; // kbet's own
export const IDEMPOTENCY_KEY_REQUIRED = '요청 식별키가 없습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own
export const IDEMPOTENCY_KEY_REUSED = '이미 처리된 요청과 내용이 다릅니다. 새로고침 후 다시 시도해주세요.'; // kbet's own
export const ERR_WITHDRAWN = '탈퇴한 회원입니다.'; // paraphrase
export const ERR_MAINTENANCE = '현재 점검중입니다.'; // paraphrase (hold'em)
export const ERR_SITE_MAINTENANCE = '서버 점검중입니다. 점검이 끝난 후 이용해주세요.'; // paraphrase (§2 maintenance page)
export const ERR_USER_CANNOT_USE = '이용할 수 없는 회원입니다.'; // paraphrase (hold'em)
export const ERR_UNKNOWN_CONTACT = '알 수 없는 오류입니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_THIRD_PARTY_MAINTENANCE = '점검중입니다.';
export const ERR_POPUP_BLOCKED = '팝업이 차단되었습니다. 팝업 차단을 해제해주세요.'; // paraphrase
export const BET_HISTORY_DELETE_FAILED = '베팅내역 삭제처리에 실패했습니다.';
export const ERR_CONTACT_ADMIN_UNEXPECTED = '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.';
export const JACKPOT_REGISTERED = '등록되었습니다.';
export const JACKPOT_NOT_WON = '적중된 베팅만 잭팟에 등록할 수 있습니다.'; // kbet's own
export const JACKPOT_ALREADY_REGISTERED = '이미 잭팟에 등록된 베팅입니다.'; // kbet's own
export const FIXTURE_ALREADY_RESULTED = '이미 결과가 처리된 경기입니다. 재정산을 이용해주세요.'; // kbet's own (staff result)
export const FIXTURE_NOT_RESULTED = '결과가 처리되지 않은 경기입니다.'; // kbet's own (staff re-settlement)
export const FIXTURE_RESULT_UNCONFIRMED = '시작 전이거나 진행 중인 경기입니다. 확인 후 강제 입력해주세요.'; // kbet's own (staff result before the start or in play)
export const RESULTS_DATE_RANGE = '경기결과는 오늘부터 최근 3개월까지 조회할 수 있습니다.'; // kbet's own (/game_result/sports)
export const NEW_MESSAGE = '새로운 쪽지가 도착했습니다.';
/** Pushed when a slip is settled as won (live 'bet' event). */
export const BET_WON_NOTICE = (slipId: number, payout: string): string =>
  `베팅 No.${slipId} 당첨! 당첨금 ${payout}원이 지급되었습니다.`; // kbet's own
/** Pushed when staff answer a 1:1 inquiry (live 'inquiryAnswer' event). */
export const INQUIRY_ANSWERED_NOTICE = (title: string): string =>
  `1:1 문의 "${title}"에 답변이 등록되었습니다.`; // kbet's own
// §2 error page
export const PAGE_NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.'; // paraphrase
export const ERROR_OCCURRED = '오류가 발생했습니다.'; // paraphrase
export const NON_MEMBER_INQUIRY_FAILED = '문제가 발생했습니다. 잠시 후 다시 시도해주세요.'; // paraphrase
export const FIND_PASSWORD_FAILED = '회원정보를 찾을 수 없습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const CHANGE_PASSWORD_FAILED = '시스템에 문제가 발생했습니다. 비회원 문의를 이용해주세요.'; // paraphrase
export const ROULETTE_FAILED = '문제가 발생했습니다. 관리자에게 문의해주세요.'; // paraphrase
export const ERR_PROBLEM_CONTACT_ADMIN = '문제가 발생했습니다. 관리자에게 문의해주세요.';
export const ERR_CONTACT_SYSADMIN = '시스템관리자에게 문의해주세요.';
export const SENT = '전송완료';
export const DELETE_FAILED = '삭제실패';
export const INQUIRY_DELETED = '고객센터가 삭제되었습니다.';
export const DELETED = '삭제되었습니다.';
export const ERR_UNEXPECTED_SHORT = '예상치못한 문제가 발생했습니다.';
export const POINT_CONVERTED = '포인트 전환성공';
export const COMP_CONVERTED = '콤프 전환성공';
export const DEPOSIT_REQUESTED = '충전신청을 완료했습니다.';
export const PASSWORD_CHANGED = '패스워드를 수정했습니다. 다시 로그인 해주세요.';
export const LOOKED_UP = '조회되었습니다.';
export const COIN_CHARGE_FAILED = '코인충전에 실패하였습니다.';
export const WITHDRAW_REQUESTED = '출금신청을 완료했습니다.';
export const WITHDRAW_HISTORY_DELETE_CONFIRM = '출금이력을 정말로 삭제하시겠습니까?';
export const WITHDRAW_HISTORY_DELETE_ALL_CONFIRM = '처리완료된 모든 환전이력을 삭제하시겠습니까?';
export const DEPOSIT_HISTORY_DELETE_CONFIRM = '입금내역을 삭제하시겠습니까?'; // kbet's own
export const ERR_UNEXPECTED_BRIEF = '예상치못한 에러발생';
export const STALE_USER = '회원정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.'; // kbet's own (userUpdatedAt)
