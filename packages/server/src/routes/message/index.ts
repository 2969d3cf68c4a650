import {
  canDeleteMessages,
  Id32,
  ko,
  Message,
  MessageDeleteRequest,
  MessageReadRequest,
  MessageText,
  UnreadCount,
} from '@kbet/sdk';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { requireValid } from '../../domain/errors/requireValid';
import { toMessage } from '../../domain/messages/toMessage';
import { httpErrors } from '../../errors/httpErrors';
import { assertSelf, currentMember } from '../../plugins/auth';
import type { MessageRow } from '../../repositories/messagesRepository';

const MemberParams = z.object({ id: Id32 });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The requested messages, all of them existing (404 otherwise) and the session member's own (403
 * otherwise, compliance §8), with messages the member already deleted left out.
 */
const ownMessages = (request: FastifyRequest, rows: readonly MessageRow[], ids: readonly number[]) => {
  if (rows.length !== ids.length) throw httpErrors.notFound();
  if (rows.some((row) => row.memberId !== currentMember(request).id)) throw httpErrors.forbidden();
  return rows.filter((row) => row.userDeleteFlg === 0);
};

/** Messages (spec §7): the unread count, the list, reading one, deleting read ones (spec §5). */
const messageRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/message/unread/:id',
    {
      schema: {
        tags: ['message'],
        summary: "The member's unread messages (not deleted)",
        params: MemberParams,
        response: { 200: UnreadCount },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      return app.repos.messages.unreadCount(currentMember(request).id);
    },
  );

  app.get(
    '/message/user/:id',
    {
      schema: {
        tags: ['message'],
        summary: "The member's messages, newest first (deleted ones left out)",
        params: MemberParams,
        response: { 200: z.array(Message) },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      return (await app.repos.messages.listForMember(currentMember(request).id)).map(toMessage);
    },
  );

  app.put(
    '/message/',
    {
      schema: {
        tags: ['message'],
        summary: 'Open a message: confirmStatus 1 (spec §4)',
        body: MessageReadRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const { id } = request.body;
      await app.sql.begin(async (tx) => {
        const [row] = ownMessages(request, await app.repos.messages.lockByIds([id], tx), [id]);
        if (!row) throw httpErrors.notFound();
        await app.repos.messages.markRead(id, app.clock.now(), tx);
      });
      return ko.LOOKED_UP;
    },
  );

  app.put(
    '/message/delete',
    {
      schema: {
        tags: ['message'],
        summary: 'Delete read messages; any unread one refuses the whole request (409 MESSAGE_DELETE_UNREAD)',
        body: MessageDeleteRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.map((item) => item.id))];
      await app.sql.begin(async (tx) => {
        const rows = ownMessages(request, await app.repos.messages.lockByIds(ids, tx), ids);
        requireValid(canDeleteMessages(rows));
        await app.repos.messages.markDeleted(
          rows.map((row) => row.id),
          app.clock.now(),
          tx,
        );
      });
      return ko.DELETED;
    },
  );
};

export default messageRoutes;
