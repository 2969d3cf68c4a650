import { EuropePage } from '@/features/sports/components/EuropePage';

/** /europe (spec §2): pre-match fixtures, European or Korean view. */
export function Component() {
  return <EuropePage />;
}
