// A member's whole betting path from Node, with nothing but @kbet/sdk: log in, list pre-match fixtures, put a
// pick in a bet slip, place the bet (accepting moved odds once) and follow the live push for a few events.
// The docs' guides include the regions below, and CI runs this file against the real server.
//
//   KBET_URL=http://127.0.0.1:3000 npx --yes pnpm@10.34.9 --filter @kbet/examples bet
import {
  createKbet,
  formatWon,
  isApiError,
  isOddsChangedError,
  type LiveEvent,
  toSelection,
} from '@kbet/sdk';
import { firstOpenMarket, isOpen } from '../shared/openPrices';

const baseURL = process.env.KBET_URL ?? 'http://127.0.0.1:3000';
const userId = process.env.KBET_USER ?? 'member01';
// The demo data's password for every demo member.
const password = process.env.KBET_PASSWORD ?? 'kbet1234';
const stake = Number(process.env.KBET_STAKE ?? 5_000);
const liveEventsWanted = Number(process.env.KBET_LIVE_EVENTS ?? 3);

// #region login
// One call wires the client, the session (which keeps the login's token and sends it), the slips and the live push.
const kbet = createKbet({ baseURL });
const { session, betSlip: slip, live, events } = kbet.stores;

const login = await session.login({ userId, password });
if (!login.ok) throw new Error(`${login.code}: ${login.message}`);
const member = login.value;
console.log(`logged in: ${member.userId} (${member.nickname}), cash ${formatWon(member.emoney)}원`);
// #endregion login

// #region live
// Connect before loading the fixtures: whatever changes after the snapshot arrives as an event.
let liveEventsSeen = 0;
let enoughEvents: () => void = () => {};
const followed = new Promise<void>((resolve) => {
  enoughEvents = resolve;
});
const describe = (event: LiveEvent): string => {
  switch (event.type) {
    case 'odds':
      return `fixture ${event.data.fixtureId}: ${event.data.changes.length} price(s) moved`;
    case 'balance':
      return `cash now ${formatWon(event.data.emoney)}원 (${event.data.kind})`;
    case 'score':
      return `fixture ${event.data.fixtureId}: ${event.data.homeScore}-${event.data.awayScore}`;
    default:
      return `#${event.seq}`;
  }
};
events.on('live:event', (event) => {
  // Frames arrive in bursts: the ones after the last wanted are not followed.
  if (liveEventsSeen === liveEventsWanted) return;
  liveEventsSeen += 1;
  console.log(`live ${event.type}: ${describe(event)}`);
  if (liveEventsSeen === liveEventsWanted) enoughEvents();
});
// The session started the push at the login, with the member's token (Node streams it over fetch).
// Once the stream is open, nothing the member does from here on (the bet below) can be missed.
await new Promise<void>((resolve) => {
  live.state.subscribe((state) => {
    if (state === 'live') resolve();
  });
});
// #endregion live

// #region fixtures
const listing = await kbet.client.sports.fixtures({ gameType: 'EU', page: 1 });
console.log(`fixtures: ${listing.items.length} of ${listing.total}`);
for (const fixture of listing.items.slice(0, 5)) {
  console.log(`  ${fixture.fixtureId} ${fixture.home.name} vs ${fixture.away.name}, ${fixture.startDate}`);
}

// The first listed fixture with an open price, and that price.
const fixture = listing.items.find((item) => firstOpenMarket(item) !== undefined);
if (!fixture) throw new Error('no pre-match fixture with an open price');
const odds = firstOpenMarket(fixture)!.odds.find(isOpen)!;
// #endregion fixtures

// #region slip
// The slip takes the member's limits (cash, the role's max bet and max winnings) from the site's settings, which
// the session reads after the login: a script that stakes at once waits for them.
await kbet.ready();

const added = slip.add(toSelection(fixture, odds));
if (!added.ok) throw new Error(`${added.code}: ${added.message}`);
// The stake is clamped to the limits and the total odds; the store keeps what it accepted.
slip.setAmount(stake);
const { totalOdds, amount, expectedWin } = slip.get();
console.log(
  `slip: ${fixture.home.name} vs ${fixture.away.name}, ${odds.marketName} ${odds.betName} @ ${totalOdds}, stake ${formatWon(amount)}원, to win ${formatWon(expectedWin)}원`,
);
// #endregion slip

// #region place
// `place` runs the spec's checks, then sends the slip under the betting lock as the logged-in member. It never
// throws: a refusal, here or by the server, is a result with the member's message and the error behind it.
let placed = await slip.place();
if (!placed.ok && isOddsChangedError(placed.error)) {
  // The feed moved a price since the listing: show the member the new prices, take them and send again.
  for (const change of placed.error.changes) {
    console.log(`odds changed: ${change.oldPrice ?? '?'} → ${change.newPrice}`);
  }
  slip.acceptOddsChanges(placed.error.changes);
  placed = await slip.place({ changeFlag: true });
}
if (!placed.ok) throw new Error(`${placed.code}: ${placed.message}`);
console.log(`bet placed: slip ${placed.value.id}, cash now ${formatWon(placed.value.emoney)}원`);
// #endregion place

// #region errors
// Every failed client call throws a typed error: ApiError carries the HTTP status, a stable code, the member's
// message, and for developers the request and the underlying cause (error.describe()).
try {
  await kbet.client.sports.fixture(-1);
} catch (error) {
  if (!isApiError(error)) throw error;
  console.log(`error: ${error.status} ${error.code}`);
}
// #endregion errors

// #region follow
await followed;
kbet.dispose();
console.log(`followed ${liveEventsSeen} live events`);
// #endregion follow
