/**
 * The array-type read postgres.js sends once on each connection it opens. Tests that list the statements a piece
 * of code sends leave it out: whether it lands inside the listed span depends on when the pool opened the
 * connection, not on the code (one CI run counted it in a mini-game bet).
 */
export const isDriverTypeFetch = (query: string): boolean => /FROM pg_catalog\.pg_type/i.test(query);
