import { CompLog, Id, PointLog } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { rewardLog } from '../../domain/bonus/rewardLog';
import { assertSelf } from '../../plugins/auth';

const MemberParams = z.object({ id: Id });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The point and comp logs (spec §3 Point log, Comp log), newest first, from the ledger. */
const pointCompRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/point/user/:id',
    {
      schema: {
        tags: ['money'],
        summary: "The member's point log, newest first",
        params: MemberParams,
        response: { 200: z.array(PointLog) },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      const lines = await rewardLog(app.sql, request.params.id, 'point');
      return lines.map((line) => ({
        createdAt: line.createdAt.toISOString(),
        pointMemo: line.memo,
        point: line.amount,
        totalPoint: line.balanceAfter,
      }));
    },
  );

  app.get(
    '/comp/user/:id',
    {
      schema: {
        tags: ['money'],
        summary: "The member's comp log, newest first",
        params: MemberParams,
        response: { 200: z.array(CompLog) },
        security,
      },
    },
    async (request) => {
      assertSelf(request, { id: request.params.id });
      const lines = await rewardLog(app.sql, request.params.id, 'comp');
      return lines.map((line) => ({
        createdAt: line.createdAt.toISOString(),
        compMemo: line.memo,
        comp: line.amount,
        totalComp: line.balanceAfter,
      }));
    },
  );
};

export default pointCompRoutes;
