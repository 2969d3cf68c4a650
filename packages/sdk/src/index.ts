/**
 * @kbet/sdk public API: every area's entry re-exported. Each area is also an entry of its own, `@kbet/sdk/<area>`
 * (src/entries/<area>.ts: explicit named exports, each with its one-line JSDoc), for apps that import by area;
 * the staff back office is `@kbet/sdk/admin`. Start with `createKbet` (app). Add an export to its area's entry
 * only. Export what consumers use: the building blocks behind a store or factory stay inside.
 */

// api (@kbet/sdk/api): createKbetClient, the typed HTTP client (camelCase query parameters), and a stub for tests
export * from './entries/api';
// app (@kbet/sdk/app): createKbet, the one entry point: client, session with its token, slips with the member's limits, live push
export * from './entries/app';
// casino (@kbet/sdk/casino): casino tables, slots and hold'em rules and transfers
export * from './entries/casino';
// constants (@kbet/sdk/constants): the spec's fixed values (limits, timings, page sizes, sports, statuses, labels)
export * from './entries/constants';
// core (@kbet/sdk/core): results every rule and store action returns (ValidationResult, ActionResult), amount input, Korean time
export * from './entries/core';
// errors (@kbet/sdk/errors): typed errors (code for programs, message for members, details and cause for developers) and guards
export * from './entries/errors';
// i18n (@kbet/sdk/i18n): the message catalogues, Korean (`ko`, the default) and English (`en`), chosen with setLocale
export * from './entries/i18n';
// live (@kbet/sdk/live): the live-push client and the typed LiveEvent union it delivers
export * from './entries/live';
// mini-games (@kbet/sdk/minigames): games, markets, rounds and provably fair draws
export * from './entries/minigames';
// odds (@kbet/sdk/odds): exact decimal odds math (totals, expected and settled payouts, floored won)
export * from './entries/odds';
// partners and recommenders (@kbet/sdk/partners): commission rules, settlement periods and reports
export * from './entries/partners';
// popups, roulette and html (@kbet/sdk/popups): the rules behind site popups, the roulette wheel and member-visible HTML
export * from './entries/popups';

// results (@kbet/sdk/results): reading fixture, bet and game results for the history and result pages
export * from './entries/results';
// schemas (@kbet/sdk/schemas): zod/mini schemas and types of every entity and call, with the wire's names
export * from './entries/schemas';
// session (@kbet/sdk/session): page guards, permissions, login stamp, badges and pagination
export * from './entries/session';
// bet slip (@kbet/sdk/sports): pure slip functions (add, replace, suspend, limits, the bet request) behind the slip store
export * from './entries/sports';
// stores and events (@kbet/sdk/stores): signal stores (session, bet slip, resources, actions, roulette) and the typed event bus
export * from './entries/stores';
// validation (@kbet/sdk/validation): every input rule of spec §5, returning a ValidationResult with the exact Korean message
export * from './entries/validation';

// virtual sports (@kbet/sdk/virtuals): leagues, markets, rounds and replays of the virtual sports
export * from './entries/virtuals';
// wallet, sign-up and responsible gambling (@kbet/sdk/wallet): deposit, withdrawal, bonus, sign-up store and RG limit rules
export * from './entries/wallet';
