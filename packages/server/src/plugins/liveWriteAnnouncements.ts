import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { announceLiveWrites } from '../domain/live/liveWrites';

/** Methods whose handlers only read: their requests write no live event. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wakes this process's live sequencer after every request that may have written (a bet, a deposit, a
 * message): its transactions committed before the answer was sent, so their live events are numbered at
 * once instead of at the sequencer's slow safety poll.
 */
const liveWriteAnnouncements: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) announceLiveWrites();
  });
};

export default fp(liveWriteAnnouncements, { name: 'live-write-announcements' });
