/**
 * Every member-site route of spec §2 that kbet builds (the casino, slot, mini-game, virtual, hold'em, partner
 * and recommender routes come with those features), plus kbet's own responsible-gambling and history pages.
 * Build links with getHref; routes.tsx registers `path`.
 */

/** The query of /europe (spec §2); `sportName` adds the per-sport flag, e.g. Football=1. */
export interface EuropeQuery {
  readonly gameType?: string;
  readonly sportId?: number;
  readonly sportName?: string;
  readonly locationId?: number;
  readonly league?: number;
  readonly search?: string;
  readonly time?: string;
  readonly mtpt?: number;
}

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const page = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: page('/'),
  europe: {
    path: '/europe',
    getHref: (q: EuropeQuery = {}) =>
      withQuery('/europe', {
        game_type: q.gameType,
        sport_id: q.sportId,
        location_id: q.locationId,
        league: q.league,
        search: q.search,
        time: q.time,
        mtpt: q.mtpt,
        ...(q.sportName ? { [q.sportName]: 1 } : {}),
      }),
  },
  /** kbet's page of the event folders (spec §2, §9: style EV, detail type 999, max bet 5,001). */
  eventFolders: page('/event_folder'),
  inplay: { path: '/inplay', getHref: (time?: string) => withQuery('/inplay', { time }) },
  sportsboard: page('/sportsboard'),
  /** The casino and slot lobbies (spec §2): vendors with their games; a game opens in a new window. */
  casino: page('/casino'),
  slot: page('/slot'),
  gameResultSports: page('/game_result/sports'),
  /** Mini-game pages (spec §2): one route, whose page looks its game up. The id is the path after /minigame/. */
  minigame: { path: '/minigame/*', getHref: (gameId: string) => `/minigame/${gameId}` },
  /** Past mini-game rounds with their fairness proofs; `game` picks the game. */
  gameResultMinigame: {
    path: '/game_result/minigame',
    getHref: (gameId?: string) => withQuery('/game_result/minigame', { game: gameId }),
  },
  /** Virtual-sports pages (spec §2 /bet365/…); one route, whose page looks its league up. The id is the path after /bet365/. */
  virtual: { path: '/bet365/*', getHref: (leagueId: string) => `/bet365/${leagueId}` },
  /** Past virtual rounds by league and day with their fairness proofs. */
  gameResultVirtuals: {
    path: '/game_result/virtuals',
    getHref: (leagueId?: string) => withQuery('/game_result/virtuals', { league: leagueId }),
  },
  betResult: page('/bet_result'),
  betResultSports: page('/bet_result/sports'),
  boardJackpot: page('/board/jackpot'),
  boardNotice: page('/board/notice'),
  boardEvent: page('/board/event'),
  boardBettingRule: page('/board/betting_rule'),
  communityNotice: page('/community/notice'),
  communityNoticeDetail: {
    path: '/community/notice/detail/:id',
    getHref: (id: number) => `/community/notice/detail/${id}`,
  },
  communityNoticeRegist: page('/community/notice/regist'),
  attendance: page('/attendance'),
  deposit: page('/deposit'),
  withdraw: page('/withdraw'),
  customer: {
    path: '/customer',
    /** `template` opens a new inquiry prefilled (spec §2: 'depositAccount' for the deposit account). */
    getHref: (template?: 'depositAccount') => withQuery('/customer', { template }),
  },
  message: page('/message'),
  mywallet: page('/mywallet'),
  logout: page('/logout'),
  maintenance: page('/maintenance'),
  admin: page('/admin'),
  authLogin: page('/auth/login'),
  login: {
    path: '/login',
    /** `title` names the page that needs a login (spec §2); `next` is where to go afterwards. */
    getHref: (title?: string, next?: string) => withQuery('/login', { title, next }),
  },
  /** kbet's own (compliance §4): limits, time-out, self-exclusion, reality check. */
  responsibleGambling: page('/responsible-gambling'),
  /** kbet's own (issue 16): each deposit bonus's rolling requirement and the turnover counted toward it. */
  rolling: page('/mywallet/rolling'),
  /** kbet's own (compliance §4): three months of transactions, self-serve. */
  transactions: page('/mywallet/transactions'),
  /** The partner area (spec §2, §5): the partner layout, type 1 or 2 only. */
  partner: page('/partner'),
  partnerPt: page('/partner/pt'),
  partnerPtSports: page('/partner/pt_sports'),
  partnerPtMini: page('/partner/pt_mini'),
  partnerPtVirtual: page('/partner/pt_virtual'),
  partnerPtCasino: page('/partner/pt_casino'),
  partnerPtSlot: page('/partner/pt_slot'),
  partnerMember: page('/partner/member'),
  partnerDeposit: page('/partner/deposit'),
  partnerWithdraw: page('/partner/withdraw'),
  partnerBetHistory: page('/partner/bet_history'),
  partnerCasinoBetHistory: page('/partner/casino_bet_history'),
  partnerCalc: page('/partner/calc'),
  /** Desktop only (spec §2). */
  partnerAnalysis: page('/partner/analysis'),
  partnerCustomer: page('/partner/customer'),
  /** The recommender area (spec §2): the light theme. Its pages are below it; it has no page of its own. */
  recommender: page('/recommender'),
  recommenderPt: page('/recommender/pt'),
  recommenderMember: page('/recommender/member'),
  recommenderDeposit: page('/recommender/deposit'),
  recommenderWithdraw: page('/recommender/withdraw'),
  recommenderCalc: page('/recommender/calc'),
} as const;

/**
 * Routes without the common bet-slip sidebar (spec §2): in-play, europe, partner, bet365-* and minigame-*, and
 * kbet's event folders, which show their own slip.
 */
const NO_BET_SLIP = [
  /^\/inplay(\/|$)/,
  /^\/event_folder(\/|$)/,
  /^\/europe(\/|$)/,
  /^\/partner(\/|$)/,
  /^\/bet365(\/|$)/,
  /^\/minigame(\/|$)/,
];

/**
 * Whether a page shows the common bet-slip sidebar (spec §2).
 * @example showsCommonBetSlip('/europe') // false
 */
export const showsCommonBetSlip = (pathname: string): boolean => !NO_BET_SLIP.some((re) => re.test(pathname));
