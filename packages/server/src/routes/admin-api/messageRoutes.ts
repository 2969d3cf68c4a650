import { MessageSendRequest, MessageSendResult } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { sanitizeHtml } from '../../domain/sanitize/sanitizeHtml';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Staff messages: to one member or to every active, not withdrawn member of a level. Audited. */
const messageRoutes: AppPlugin = async (app) => {
  app.post(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a message to one member (userId) or to a level (role); contents HTML, sanitised',
        body: MessageSendRequest,
        response: { 200: MessageSendResult },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { userId, level, title } = request.body;
      const contents = sanitizeHtml(request.body.contents);
      const sent = await app.sql.begin(async (tx) => {
        let memberIds: number[];
        if (userId !== undefined) {
          const member = await app.repos.members.findByUserId(userId, tx);
          if (!member) throw httpErrors.notFound();
          memberIds = [member.id];
        } else {
          memberIds = await app.repos.members.activeIdsOfRole(level ?? 0, tx);
        }
        const ids = await app.repos.messages.send(
          memberIds,
          { title: title.trim(), contents, sentBy: staff.id },
          tx,
        );
        await audit(tx, {
          actorId: staff.id,
          action: 'message.send',
          target: userId !== undefined ? { type: 'member', id: memberIds[0] } : { type: 'level', id: level },
          new: { title: title.trim(), contents, messageIds: ids },
        });
        return ids.length;
      });
      return { sent };
    },
  );
};

export default messageRoutes;
