import { SettlementLines } from '@/features/partner/components/SettlementLines';

/** /recommender/pt (spec §2): the recommender's losing settlement. */
export function Component() {
  return <SettlementLines area="recommender" title="루징 정산" kinds={['recommender', 'losing']} />;
}
