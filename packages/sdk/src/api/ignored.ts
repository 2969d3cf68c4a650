import * as z from 'zod/mini';

/** The schema of calls whose answer carries nothing the caller needs. */
export const Ignored = z.unknown();
