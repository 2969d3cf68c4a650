import { DownlineCasinoBets } from '@/features/partner/components/DownlineCasinoBets';

/** /partner/casino_bet_history (spec §2). */
export function Component() {
  return <DownlineCasinoBets />;
}
