import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['accounts'],
  'Reconcile balances with the ledger and find shared personal details',
);
