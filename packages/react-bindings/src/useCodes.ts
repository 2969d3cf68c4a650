import type { Code, CodeType } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A code list (GET /code?type=…): banks, birth years, months and days, carriers, bet statuses. Public and cached.
 * @example const { data: banks = [] } = useCodes('BANK');
 */
export function useCodes(type: CodeType): ResourceView<Code[]> {
  const client = useKbetClient();
  return useResource(`codes:${type}`, (signal) => client.codes(type, { signal }));
}
