import { KbetProvider } from '@kbet/react';
import { type ReactNode, StrictMode } from 'react';
import { kbet } from '@/lib/kbet';

/**
 * Everything a page needs from outside React: the SDK client and stores.
 * @example <AppProvider><AppRouter /></AppProvider>
 */
export function AppProvider({ children }: { readonly children: ReactNode }) {
  return (
    <StrictMode>
      <KbetProvider client={kbet.client} stores={kbet.stores} onError={kbet.onResourceError}>
        {children}
      </KbetProvider>
    </StrictMode>
  );
}
