import { ADMIN_PAGE_SIZE, Id, Id32 } from '@kbet/sdk';
import { AdminBoardPost, AdminBoardPostPage, BoardCategory, BoardPostWrite } from '@kbet/sdk/admin';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { sanitizeHtml } from '../../domain/sanitize/sanitizeHtml';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import type { BoardPostRow } from '../../repositories/boardPostsRepository';

const BoardParams = z.object({ category: BoardCategory });
const BoardPostParams = z.object({ category: BoardCategory, id: Id32 });
const PageQuery = z.object({ page: z.optional(Id) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const toAdminBoardPost = (row: BoardPostRow): AdminBoardPost => ({
  id: row.id,
  category: row.category,
  noticeType: row.noticeType,
  title: row.title,
  contents: sanitizeHtml(row.contents),
  createTimestamp: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (row: BoardPostRow) => ({
  category: row.category,
  noticeType: row.noticeType,
  title: row.title,
  contents: row.contents,
});

/**
 * Staff boards: notices, events, betting rules and community notices. HTML is sanitised before it is
 * stored (and again when served); every change is audited with the old and new post.
 */
const boardPostRoutes: AppPlugin = async (app) => {
  app.get(
    '/boards/:category',
    {
      schema: {
        tags: ['admin'],
        summary: 'A board, newest first (20 per page)',
        params: BoardParams,
        querystring: PageQuery,
        response: { 200: AdminBoardPostPage },
        security,
      },
    },
    async (request) => {
      const { category } = request.params;
      const page = request.query.page ?? 1;
      const [rows, total] = await Promise.all([
        app.repos.boardPosts.list({ category, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }),
        app.repos.boardPosts.count(category),
      ]);
      return { items: rows.map(toAdminBoardPost), total };
    },
  );

  app.post(
    '/boards/:category',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a post (HTML sanitised)',
        params: BoardParams,
        body: BoardPostWrite,
        response: { 201: AdminBoardPost },
        security,
      },
    },
    async (request, reply) => {
      const staff = currentMember(request);
      const { category } = request.params;
      const post = {
        title: request.body.title.trim(),
        contents: sanitizeHtml(request.body.contents),
        noticeType: request.body.noticeType,
      };
      const row = await app.sql.begin(async (tx) => {
        const created = await app.repos.boardPosts.insert(category, post, staff.id, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'board.create',
          target: { type: 'board_post', id: created.id },
          new: snapshot(created),
        });
        return created;
      });
      reply.code(201);
      return toAdminBoardPost(row);
    },
  );

  app.put(
    '/boards/:category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a post (HTML sanitised)',
        params: BoardPostParams,
        body: BoardPostWrite,
        response: { 200: AdminBoardPost },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { category, id } = request.params;
      const post = {
        title: request.body.title.trim(),
        contents: sanitizeHtml(request.body.contents),
        noticeType: request.body.noticeType,
      };
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.boardPosts.find(category, id, true, tx);
        if (!before) throw httpErrors.notFound();
        const updated = await app.repos.boardPosts.update(id, post, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'board.update',
          target: { type: 'board_post', id },
          old: snapshot(before),
          new: snapshot(updated),
        });
        return updated;
      });
      return toAdminBoardPost(row);
    },
  );

  app.delete(
    '/boards/:category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a post (hidden; the audit log keeps its text)',
        params: BoardPostParams,
        response: { 200: AdminBoardPost },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { category, id } = request.params;
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.boardPosts.find(category, id, true, tx);
        if (!before) throw httpErrors.notFound();
        await app.repos.boardPosts.remove(id, app.clock.now(), tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'board.remove',
          target: { type: 'board_post', id },
          old: snapshot(before),
          new: null,
        });
        return before;
      });
      return toAdminBoardPost(row);
    },
  );
};

export default boardPostRoutes;
