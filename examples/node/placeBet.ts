// A member's whole betting path from Node, with nothing but @kbet/sdk: log in, list pre-match fixtures, put a
// pick in a bet slip, place the bet (accepting moved odds once) and follow the live push for a few events.
// The docs' guides include the regions below, and CI runs this file against the real server.
//
//   KBET_URL=http://127.0.0.1:3000 npx --yes pnpm@10.34.9 --filter @kbet/examples bet
import {
  bettingLimits,
  createBetSlipStore,
  createKbetClient,
  createLiveClient,
  formatWon,
  isApiError,
  isOddsChangedError,
  type LiveEvent,
} from '@kbet/sdk';
import { firstOpenMarket, isOpen, toSelection } from '../shared/toSelection';

const baseURL = process.env.KBET_URL ?? 'http://127.0.0.1:3000';
const userId = process.env.KBET_USER ?? 'member01';
// The demo data's password for every demo member.
const password = process.env.KBET_PASSWORD ?? 'kbet1234';
const stake = Number(process.env.KBET_STAKE ?? 5_000);
const liveEventsWanted = Number(process.env.KBET_LIVE_EVENTS ?? 3);

// #region login
// The client asks for the token on every call: set it once the login answers.
let token: string | undefined;
const client = createKbetClient({ baseURL, token: () => token });

const login = await client.auth.login({ userId, password });
token = login.token;
const member = login.user;
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
const live = createLiveClient({
  url: `${baseURL}/live/stream`,
  // With a token the live client streams over fetch (Node has no EventSource) and sends it as a bearer header.
  token,
  onEvent(event) {
    liveEventsSeen += 1;
    console.log(`live ${event.type}: ${describe(event)}`);
    if (liveEventsSeen >= liveEventsWanted) enoughEvents();
  },
});
live.start();
// Once the stream is open, nothing the member does from here on (the bet below) can be missed.
await new Promise<void>((resolve) => {
  live.state.subscribe((state) => {
    if (state === 'live') resolve();
  });
});
// #endregion live

// #region fixtures
const listing = await client.sports.fixtures({ game_type: 'EU', page: 1 });
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
// The slip needs the member's limits: cash, and the role's max bet and max winnings for the slip's style.
const settings = await client.member.settings();
const slip = createBetSlipStore({
  style: 'EU',
  limits: { emoney: member.emoney, ...bettingLimits(settings, member.role, 'EU') },
});

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
// `place` sends the slip under the betting lock; the identity on the wire is the session's, memberId must match it.
const place = (changeFlag: boolean) =>
  slip.place({ memberId: member.id, changeFlag }, (request) => client.sports.bet(request));

let placed: Awaited<ReturnType<typeof place>>;
try {
  placed = await place(false);
} catch (error) {
  // The feed moved a price since the listing: show the member the new prices, take them and send again.
  if (!isOddsChangedError(error)) throw error;
  for (const change of error.changes) {
    console.log(`odds changed: ${change.oddsId} ${change.oldPrice ?? '?'} → ${change.newPrice}`);
  }
  slip.acceptOddsChanges(error.changes);
  placed = await place(true);
}
if (!placed.ok) throw new Error(`${placed.code}: ${placed.message}`);
console.log(`bet placed: slip ${placed.value.id}, cash now ${formatWon(placed.value.emoney)}원`);
// #endregion place

// #region errors
// Every failed call throws a typed error: ApiError carries the HTTP status, a stable code and the member's message.
try {
  await client.sports.fixture(-1);
} catch (error) {
  if (!isApiError(error)) throw error;
  console.log(`error: ${error.status} ${error.code}`);
}
// #endregion errors

// #region follow
await followed;
live.stop();
console.log(`followed ${liveEventsSeen} live events`);
// #endregion follow
