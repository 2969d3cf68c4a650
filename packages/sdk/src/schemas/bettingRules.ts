import * as z from 'zod/mini';
import { MARKET_FAMILIES } from '../betslip/marketFamily';
import { PRODUCTS } from '../constants/products';
import { Count, Id, IsoDateTime, Odds, Text, Won } from './common';

const Family = z.enum(MARKET_FAMILIES);

/** The operator's same-fixture matrix: the market-family pairs that may combine on one fixture. */
export const CombinationMatrix = z.object({
  allowed: z.array(z.tuple([Family, Family])).check(z.maxLength(25)),
}); // kbet's own shape

/** A bonus folder item (spec §3: fixtureId 'bonus'; §5, §9: the 1.3 rule) as the operator offers it. */
export const BonusItem = z.object({
  /** The odds id the slip sends. */
  id: Text,
  name: z.string(),
  nameKorean: z.string(),
  /** The price that multiplies the slip. */
  price: Odds,
  version: z.string(),
  /** Other selections priced at least this count toward the item, inclusive. */
  minOdds: Odds,
  /** How many of them it needs. */
  minCount: Id,
}); // kbet's own shape

/** The products a site offers. */
export const Product = z.enum(PRODUCTS);

/** GET /sports-prematch/rules: the operator's betting rules the slip applies before the server does. */
export const BettingRules = z.object({
  combinations: CombinationMatrix,
  bonusItems: z.array(BonusItem),
  /** The products the site offers: deposit bonuses of other products are not offered. */
  products: z.array(Product),
}); // kbet's own shape

/** A deposit bonus's rolling requirement and how far the member's qualifying turnover has got. */
export const RollingRequirement = z.object({
  id: Id,
  /** The deposit bonus option (spec §9); null for a requirement from before options were recorded. */
  bonusCode: z.nullable(z.int()),
  label: z.string(),
  required: Won,
  progress: Won,
  /** What counts: the products, fewest folders and lowest folder odds (empty / null: unrestricted). */
  products: z.array(Product),
  minFolders: z.nullable(Count),
  minOdds: z.nullable(Odds),
  status: z.enum(['open', 'met', 'waived']),
  createdAt: IsoDateTime,
}); // kbet's own shape

export type CombinationMatrix = z.infer<typeof CombinationMatrix>;
export type Product = z.infer<typeof Product>;
export type BonusItem = z.infer<typeof BonusItem>;
export type BettingRules = z.infer<typeof BettingRules>;
export type RollingRequirement = z.infer<typeof RollingRequirement>;
