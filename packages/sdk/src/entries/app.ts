// @kbet/sdk/app: createKbet, the one entry point: client, session with its token, slips with the member's limits, live push.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { DehydratedMember, Kbet, KbetAppStores, KbetOptions, SportsSlips } from '../app/createKbet';
export { createKbet } from '../app/createKbet';
