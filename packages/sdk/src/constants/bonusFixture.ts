/**
 * The bonus item's fixture id in the typed surface, where every fixture id is a number (feed fixture ids start
 * at 1, so 0 is never a fixture's). The schemas map it to and from the wire's {@link BONUS_FIXTURE_WIRE_ID}.
 */
export const BONUS_FIXTURE_ID = 0;

/** The bonus item's fixture id on the wire (spec §3: fixtureId 'bonus'). */
export const BONUS_FIXTURE_WIRE_ID = 'bonus';
