import { depositBonusOption, RollingRequirement } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { currentMember } from '../../plugins/auth';
import { createRollingRepository, type RequirementRow } from '../../repositories/rollingRepository';

/** Requirements a page lists: a member has one per bonus deposit; 100 reaches far back. */
const ROLLING_LIST_LIMIT = 100;

const toRequirement = (row: RequirementRow): RollingRequirement => ({
  id: row.id,
  bonusCode: row.bonusCode,
  label: (row.bonusCode === null ? undefined : depositBonusOption(row.bonusCode)?.label) ?? '충전 보너스',
  required: row.required,
  progress: row.progress,
  products: [...row.products],
  minFolders: row.minFolders,
  minOdds: row.minOdds,
  status: row.completedAt === null ? 'open' : row.waivedBy === null ? 'met' : 'waived',
  createdAt: row.createdAt.toISOString(),
});

/** The session member's deposit-bonus rolling requirements, with what counts toward each and how far it got. */
const bonusRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const rolling = createRollingRepository(app.sql);

  app.get(
    '/bonus/rolling',
    {
      schema: {
        tags: ['money'],
        summary:
          "The member's rolling requirements, newest first: required and counted turnover, and the products, folders and odds that count",
        response: { 200: z.array(RollingRequirement) },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) =>
      (await rolling.listOfMember(currentMember(request).id, ROLLING_LIST_LIMIT)).map(toRequirement),
  );
};

export default bonusRoutes;
