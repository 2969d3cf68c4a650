import * as z from 'zod/mini';
import { Health } from '../schemas/health';
import { Code, type CodeType } from '../schemas/settings';
import type { CallOptions, Send } from './createSend';

/** The site's code lists and health (spec §7 "Codes"). */
export const site = (send: Send) => ({
  /** GET /code?type=...: a code list (banks, birth dates, carriers, bet statuses...). */
  codes: (type: CodeType, callOptions?: CallOptions) =>
    send('GET', '/code', z.array(Code), { query: { type }, options: callOptions }),
  /** GET /health. */
  health: (callOptions?: CallOptions) => send('GET', '/health', Health, { options: callOptions }),
});
