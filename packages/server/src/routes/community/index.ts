import { BoardPageQuery, Id32, Notice, NoticeWrite } from '@kbet/sdk';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { assertCanEditNotice } from '../../domain/boards/assertCanEditNotice';
import { assertCanRegisterNotice } from '../../domain/boards/assertCanRegisterNotice';
import { toNotice } from '../../domain/boards/toNotice';
import { sanitizeHtml } from '../../domain/sanitize/sanitizeHtml';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import { pageOf } from '../board/pageOf';

const NoticeIdParams = z.object({ id: Id32 });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The community notice board (spec §2 /community/notice): list and detail for logged-in members,
 * registration for role 1, editing by the notice's author or staff. HTML is sanitised on write and
 * again when served; every write is audited with the old and new post.
 */
const communityRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/community/notice',
    {
      schema: {
        tags: ['board'],
        summary: 'Community notices, newest first; x-total-count has the total',
        querystring: BoardPageQuery,
        response: { 200: z.array(Notice) },
        security,
      },
    },
    async (request, reply) => {
      const [rows, total] = await Promise.all([
        app.repos.boardPosts.list({ category: 'community_notice', ...pageOf(request.query) }),
        app.repos.boardPosts.count('community_notice'),
      ]);
      reply.header('x-total-count', total);
      return rows.map(toNotice);
    },
  );

  app.get(
    '/community/notice/detail/:id',
    {
      schema: {
        tags: ['board'],
        summary: 'One community notice',
        params: NoticeIdParams,
        response: { 200: Notice },
        security,
      },
    },
    async (request) => {
      const row = await app.repos.boardPosts.find('community_notice', request.params.id);
      if (!row) throw httpErrors.notFound();
      return toNotice(row);
    },
  );

  app.post(
    '/community/notice',
    {
      schema: {
        tags: ['board'],
        summary: 'Register a community notice (role 1 only; 403 NOTICE_REGISTER_FORBIDDEN otherwise)',
        body: NoticeWrite,
        response: { 201: Notice },
        security,
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      assertCanRegisterNotice(member);
      const post = { title: request.body.title.trim(), contents: sanitizeHtml(request.body.contents) };
      const row = await app.sql.begin(async (tx) => {
        const created = await app.repos.boardPosts.insert('community_notice', post, member.id, tx);
        await audit(tx, {
          actorId: member.id,
          action: 'board.create',
          target: { type: 'board_post', id: created.id },
          new: { category: 'community_notice', ...post },
        });
        return created;
      });
      reply.code(201);
      return toNotice(row);
    },
  );

  app.put(
    '/community/notice/:id',
    {
      schema: {
        tags: ['board'],
        summary:
          'Edit a community notice: its role-1 author or staff (403 FORBIDDEN for another member’s notice)',
        params: NoticeIdParams,
        body: NoticeWrite,
        response: { 200: Notice },
        security,
      },
    },
    async (request) => {
      const member = currentMember(request);
      const post = { title: request.body.title.trim(), contents: sanitizeHtml(request.body.contents) };
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.boardPosts.find('community_notice', request.params.id, true, tx);
        if (!before) throw httpErrors.notFound();
        assertCanEditNotice(member, before);
        const updated = await app.repos.boardPosts.update(before.id, post, tx);
        await audit(tx, {
          actorId: member.id,
          action: 'board.update',
          target: { type: 'board_post', id: before.id },
          old: { category: before.category, title: before.title, contents: before.contents },
          new: { category: before.category, ...post },
        });
        return updated;
      });
      return toNotice(row);
    },
  );
};

export default communityRoutes;
