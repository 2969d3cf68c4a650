import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['reports'],
  'Turnover, payouts, GGR, bonuses, NGR, deposits and withdrawals from the ledger, by day, week, member or vertical',
);
