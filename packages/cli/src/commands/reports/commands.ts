import { reportCommand } from './reportCommand';

/** `kbet reports partner <userId>`: a partner's whole downline (through its sub-partners). */
export const partnerReport = reportCommand({
  name: 'partner',
  description: "A partner's downline (through its sub-partners), from the ledger",
  defaultBy: 'day',
  scope: 'partner',
});

/** `kbet reports recommender <userId>`: the members a recommender referred. */
export const recommenderReport = reportCommand({
  name: 'recommender',
  description: 'The members a recommender referred, from the ledger',
  defaultBy: 'day',
  scope: 'recommender',
});

/** `kbet reports verticals`: every member, per vertical by default. */
export const verticalsReport = reportCommand({
  name: 'verticals',
  description: 'Every member per vertical (sports, minigame, virtual, casino, slot; - for money without one)',
  defaultBy: 'vertical',
});

/** `kbet reports members`: every member, per member by default. */
export const membersReport = reportCommand({
  name: 'members',
  description: 'Every member, one row each by default',
  defaultBy: 'member',
});
