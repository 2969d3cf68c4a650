import type { LabelSetting } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The operator's notes for the deposit form (GET /labelSetting?kbn=charge).
 * @example const { data: notes = [] } = useChargeLabels();
 */
export function useChargeLabels(): ResourceView<LabelSetting[]> {
  const client = useKbetClient();
  return useResource('labels:charge', (signal) => client.money.labels({ signal }));
}
