import { BettingRules, CombinationMatrix, compareOdds, MAX_TOTAL_ODDS, Odds, Product } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { BETTING_RULES_KEY, storedBettingRules } from '../../domain/settings/bettingRulesSetting';
import { currentMember } from '../../plugins/auth';
import { createBonusItemsRepository } from '../../repositories/bonusItemsRepository';
import { createSettingsRepository } from '../../repositories/settingsRepository';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Odds an operator may set on a bonus item or its rule: 1 to the slip's maximum total odds. */
const ItemOdds = Odds.check(z.refine((v) => compareOdds(v, '1') >= 0 && compareOdds(v, MAX_TOTAL_ODDS) <= 0));

/** A bonus folder item as staff set it (e.g. 3 folders → 1.03, 5 folders → 1.08). */
const BonusItemInput = z.object({
  id: z.string().check(z.regex(/^bonus_[a-z0-9_]{1,30}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  nameKorean: z.string().check(z.minLength(1), z.maxLength(60)),
  price: ItemOdds,
  minOdds: ItemOdds,
  minCount: z.int().check(z.minimum(1), z.maximum(20)),
});

const BettingRulesUpdate = z.object({
  combinations: z.optional(CombinationMatrix),
  bonusItems: z.optional(
    z.array(BonusItemInput).check(
      z.maxLength(10),
      z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Item ids must differ'),
    ),
  ),
  products: z.optional(z.array(Product).check(z.maxLength(7))),
  reason: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * Staff betting rules (issue 16): the same-fixture combination matrix, the bonus folder items and the products
 * the site offers (deposit bonuses of other products are hidden and refused). Each change is audited with its
 * old and new value.
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
        summary:
          'Change the combination matrix, the bonus folder items (the list sent becomes the active one) and/or the offered products (only the keys sent change)',
        body: BettingRulesUpdate,
        response: { 200: BettingRules },
        security,
      },
    },
    async (request) => {
      const { reason, bonusItems: items, ...changes } = request.body;
      const stored = await app.sql.begin(async (tx) => {
        if (items) {
          const repository = createBonusItemsRepository(tx);
          const old = await repository.listActive();
          await repository.replaceActive(items);
          await audit(tx, {
            actorId: currentMember(request).id,
            action: 'setting.update',
            target: { type: 'setting', id: 'bonusItems' },
            old,
            new: items,
            reason: reason ?? null,
          });
        }
        const settings = createSettingsRepository(tx);
        await settings.lock([BETTING_RULES_KEY]);
        const old = await storedBettingRules(settings);
        if (!changes.combinations && !changes.products) return old;
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
