// A betting page with the SDK and the DOM only (no framework): log in, list fixtures with live prices, build a
// slip and place it. The docs' guides include the regions below, and CI drives this page in Chromium.
import {
  applyLiveToFixtures,
  createKbet,
  type FixtureSummary,
  formatWon,
  isOddsChangedError,
  ko,
  teamName,
  toSelection,
} from '@kbet/sdk';
import { firstOpenMarket, isOpen } from '../shared/openPrices';

// #region app
// The client and stores every member frontend shares, wired to each other. '/api' is proxied to the server by
// Vite (vite.config.ts); a page served by the kbet server itself uses its own origin, ''.
const kbet = createKbet({ baseURL: '/api', storage: localStorage });
const { session, betSlip, events } = kbet.stores;
void session.restore();
// #endregion app

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const element = (tag: string, text: string) =>
  Object.assign(document.createElement(tag), { textContent: text });
const show = (id: string, text: string) => {
  $(id).textContent = text;
};

let fixtures: readonly FixtureSummary[] = [];

function renderFixtures() {
  const list = $('fixtures');
  list.replaceChildren();
  for (const fixture of fixtures) {
    const market = firstOpenMarket(fixture);
    if (!market) continue;
    // The names the slip shows too: Korean where the feed has them.
    const item = element('li', `${teamName(fixture.home)} vs ${teamName(fixture.away)} `);
    for (const odds of market.odds.filter(isOpen)) {
      const button = element('button', `${odds.betName} ${odds.betPrice}`);
      button.addEventListener('click', () => {
        const added = betSlip.add(toSelection(fixture, odds));
        if (!added.ok) show('outcome', added.message);
      });
      item.append(button);
    }
    list.append(item);
  }
}

// #region slip-view
// The store is the single source of truth: render from its snapshot whenever it changes.
betSlip.subscribe(() => {
  const { slip, totalOdds, amount, expectedWin } = betSlip.get();
  $('picks').replaceChildren(
    ...slip.selections.map((pick) => element('li', `${pick.homeName} vs ${pick.awayName}: ${pick.betName}`)),
  );
  show('totals', `배당 ${totalOdds} · 베팅 ${formatWon(amount)}원 · 예상 ${formatWon(expectedWin)}원`);
});
// #endregion slip-view

// #region live-fixtures
// The live push (started by createKbet once a member logs in) moves prices and scores in the listing.
events.on('live:event', (event) => {
  const next = applyLiveToFixtures(fixtures, event);
  if (next === fixtures) return;
  fixtures = next;
  renderFixtures();
});
// #endregion live-fixtures

async function showBoard() {
  const user = session.get().user;
  if (!user) return;
  show('member', `${user.nickname} · 보유머니 ${formatWon(user.emoney)}원`);
  fixtures = (await kbet.client.sports.fixtures({ gameType: 'EU', page: 1 })).items;
  renderFixtures();
}

// #region login
$('login').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const result = await session.login({
    userId: String(form.get('userId')),
    password: String(form.get('password')),
  });
  // A refused login carries the spec's Korean message for the member (and a stable code for the program).
  if (!result.ok) return show('member', result.message);
  await showBoard();
});
// #endregion login

// #region place
async function place(changeFlag: boolean): Promise<void> {
  betSlip.setAmount(Number($<HTMLInputElement>('stake').value));
  // place() runs the spec's checks (logged in, the stake within the member's limits) and never throws.
  const result = await betSlip.place({ changeFlag });
  if (result.ok) {
    show('outcome', `${ko.BET_PLACED} 슬립 ${result.value.id}, 보유머니 ${formatWon(result.value.emoney)}원`);
    void session.refresh();
    return;
  }
  // #region odds-changed
  // The price moved since the member picked it: ask, then re-send at the new prices with changeFlag.
  if (isOddsChangedError(result.error)) {
    const moves = result.error.changes
      .map((change) => `${change.oldPrice ?? '?'} → ${change.newPrice}`)
      .join(', ');
    if (!window.confirm(`${ko.BET_ODDS_CHANGED_CONFIRM} (${moves})`)) return;
    betSlip.acceptOddsChanges(result.error.changes);
    return place(true);
  }
  // #endregion odds-changed
  show('outcome', result.message);
}
$('place').addEventListener('click', () => void place(false));
// #endregion place
