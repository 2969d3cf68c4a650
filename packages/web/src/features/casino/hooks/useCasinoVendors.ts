import { useKbetClient } from '@kbet/react';
import type { CasinoVendor } from '@kbet/sdk';
import { useEffect, useState } from 'react';

/** The lobby's vendors of one vertical; `failed` when the list could not be read (the page shows 점검중입니다.). */
export function useCasinoVendors(vertical: 'casino' | 'slot') {
  const client = useKbetClient();
  const [state, setState] = useState<{ vendors: CasinoVendor[] | null; failed: boolean }>({
    vendors: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    client.games.casino.vendors({ vertical }, { signal: controller.signal }).then(
      (vendors) => setState({ vendors, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ vendors: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [client, vertical]);
  return state;
}
