import { BettingRules, CombinationMatrix, Product } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { BETTING_RULES_KEY, storedBettingRules } from '../../domain/settings/bettingRulesSetting';
import { currentMember } from '../../plugins/auth';
import { createBonusItemsRepository } from '../../repositories/bonusItemsRepository';
import { createSettingsRepository } from '../../repositories/settingsRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const BettingRulesUpdate = z.object({
  combinations: z.optional(CombinationMatrix),
  products: z.optional(z.array(Product).check(z.maxLength(7))),
  reason: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * Staff betting rules (issue 16): the same-fixture combination matrix and the products the site offers
 * (deposit bonuses of other products are hidden and refused). Each change is audited with its old and new value.
 */
const bettingRulesRoutes: AppPlugin = async (app) => {
  const bonusItems = createBonusItemsRepository(app.sql);

  app.get(
    '/betting-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'The stored betting rules: combination matrix, offered products and the bonus folder items',
        response: { 200: BettingRules },
        security,
      },
    },
    async () => ({
      ...(await storedBettingRules(app.repos.settings)),
      bonusItems: await bonusItems.listActive(),
    }),
  );

  app.put(
    '/betting-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the combination matrix and/or the offered products (only the keys sent change)',
        body: BettingRulesUpdate,
        response: { 200: BettingRules },
        security,
      },
    },
    async (request) => {
      const { reason, ...changes } = request.body;
      const stored = await app.sql.begin(async (tx) => {
        const settings = createSettingsRepository(tx);
        await settings.lock([BETTING_RULES_KEY]);
        const old = await storedBettingRules(settings);
        const next = {
          combinations: changes.combinations ?? old.combinations,
          products: changes.products ? [...new Set(changes.products)] : old.products,
        };
        await settings.put(BETTING_RULES_KEY, next, currentMember(request).id);
        await audit(tx, {
          actorId: currentMember(request).id,
          action: 'setting.update',
          target: { type: 'setting', id: BETTING_RULES_KEY },
          old,
          new: next,
          reason: reason ?? null,
        });
        return next;
      });
      return { ...stored, bonusItems: await bonusItems.listActive() };
    },
  );
};

export default bettingRulesRoutes;
