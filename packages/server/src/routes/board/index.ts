import {
  BoardNoticeQuery,
  BoardPageQuery,
  BoardQuery,
  NOTICE_POPUP_LIST_SIZE,
  Notice,
  Popup,
} from '@kbet/sdk';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { toNotice } from '../../domain/boards/toNotice';
import { toPopup } from '../../domain/boards/toPopup';
import { pageOf } from './pageOf';

/** Events are few; boardEvent lists them all unless a page is asked for. */
const EVENT_LIST_MAX = 200;

/**
 * Boards (spec §7 "Boards, messages, support"). The notice list needs a login (spec §2, §6); events,
 * betting rules, the notice popup and site popups are public. Contents are sanitised when served.
 */
const boardRoutes: AppPlugin = async (app) => {
  app.get(
    '/board',
    {
      schema: {
        tags: ['board'],
        summary:
          'A board page, newest first: category notice (login required), event or betting_rule; x-total-count has the total',
        querystring: BoardQuery,
        response: { 200: z.array(Notice) },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (category === 'notice') await app.authenticate(request);
      const [rows, total] = await Promise.all([
        app.repos.boardPosts.list({ category, ...pageOf(request.query) }),
        app.repos.boardPosts.count(category),
      ]);
      reply.header('x-total-count', total);
      return rows.map(toNotice);
    },
  );

  app.get(
    '/boardNotice',
    {
      schema: {
        tags: ['board'],
        summary: `Site notices of a notice type (0: the notice popup and marquee), newest ${NOTICE_POPUP_LIST_SIZE} unless perpage says otherwise`,
        querystring: BoardNoticeQuery,
        response: { 200: z.array(Notice) },
      },
    },
    async (request) => {
      const { noticeType = 0, perpage = NOTICE_POPUP_LIST_SIZE } = request.query;
      const rows = await app.repos.boardPosts.list({ category: 'notice', noticeType, limit: perpage });
      return rows.map(toNotice);
    },
  );

  app.get(
    '/boardEvent',
    {
      schema: {
        tags: ['board'],
        summary: 'Events, newest first (all of them unless a page is asked for); x-total-count has the count',
        querystring: BoardPageQuery,
        response: { 200: z.array(Notice) },
      },
    },
    async (request, reply) => {
      const [rows, total] = await Promise.all([
        app.repos.boardPosts.list({ category: 'event', ...pageOf(request.query, EVENT_LIST_MAX) }),
        app.repos.boardPosts.count('event'),
      ]);
      reply.header('x-total-count', total);
      return rows.map(toNotice);
    },
  );

  app.get(
    '/boardPopup',
    {
      schema: {
        tags: ['board'],
        summary: 'The active site popups (popupStatus 0)',
        response: { 200: z.array(Popup) },
      },
    },
    async () => (await app.repos.popups.list({ activeOnly: true })).map(toPopup),
  );
};

export default boardRoutes;
