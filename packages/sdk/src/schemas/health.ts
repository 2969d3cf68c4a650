import * as z from 'zod/mini';

/** GET /health. */
export const Health = z.object({ status: z.literal('ok') }); // kbet's own shape

export type Health = z.infer<typeof Health>;
