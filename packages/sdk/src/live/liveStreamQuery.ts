import * as z from 'zod/mini';
import { int } from '../schemas/common';

/**
 * `GET /live/stream` query: `since` resumes after that sequence number (the `Last-Event-ID` header does the
 * same for a browser EventSource reconnecting by itself); without either the stream starts at the head.
 * @example LiveStreamQuery.parse({ since: 42 })
 */
export const LiveStreamQuery = z.object({ since: z.optional(int(0)) });
