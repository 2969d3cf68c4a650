import { DEFAULT_ITEMS_PER_PAGE, type FixtureResultParams, kstDay, validateResultDate } from '@kbet/sdk';

/** What the /game_result/sports address asks for. */
export interface ResultsView {
  readonly sportId: number | undefined;
  readonly league: number | undefined;
  /** The KST day shown: the address's, or today. */
  readonly day: string;
  readonly page: number;
  /** The server's refusal text when the address names a day out of reach; nothing is then asked. */
  readonly dayError: string | null;
}

const positiveInt = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * Reads /game_result/sports?sport_id&date&league&page, checking the day with the SDK's rule (today back to 3
 * months) so a bad address shows the rule's message instead of asking the server.
 * @example readResultsView(new URLSearchParams('sport_id=6046&date=2026-01-01'), Date.now()).day // '2026-01-01'
 */
export function readResultsView(params: URLSearchParams, now: number): ResultsView {
  const asked = params.get('date');
  const day = asked ?? kstDay(now);
  const checked = validateResultDate(day, now);
  return {
    sportId: positiveInt(params.get('sport_id')),
    league: positiveInt(params.get('league')),
    day,
    page: positiveInt(params.get('page')) ?? 1,
    dayError: checked.ok ? null : checked.message,
  };
}

/**
 * The results query of a view: the day is sent only when the address names one, so the server's today is used
 * otherwise (a member's clock may be off by a day).
 * @example resultsQuery(view, false) // { sportId: 6046, page: 1, perpage: 15 }
 */
export const resultsQuery = (view: ResultsView, dayChosen: boolean): FixtureResultParams => ({
  sportId: view.sportId,
  league: view.league,
  date: dayChosen ? view.day : undefined,
  page: view.page,
  perpage: DEFAULT_ITEMS_PER_PAGE,
});

/**
 * The address of a results view: `changes` replace the current values (undefined drops one); the page
 * returns to 1 unless it is what changes.
 * @example resultsHref(view, { sportId: 48242 }) // '/game_result/sports?sport_id=48242&date=2026-01-01'
 */
export function resultsHref(
  base: string,
  current: { sportId?: number; league?: number; day?: string; page?: number },
  changes: { sportId?: number; league?: number; day?: string; page?: number },
): string {
  const next = { ...current, page: undefined, ...changes };
  const params = new URLSearchParams();
  if (next.sportId !== undefined) params.set('sport_id', String(next.sportId));
  if (next.day !== undefined) params.set('date', next.day);
  if (next.league !== undefined) params.set('league', String(next.league));
  if (next.page !== undefined && next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
