import { DownlineBets } from '@/features/partner/components/DownlineBets';

/** /partner/bet_history (spec §2). */
export function Component() {
  return <DownlineBets />;
}
