import { type KbetContextValue, KbetProvider } from '@kbet/react';
import type { Kbet } from '@kbet/sdk';
import { type ReactNode, StrictMode } from 'react';
import { RenderTimeContext } from '@/lib/clock';
import { kbet } from '@/lib/kbet';
import { KbetAppContext } from '@/lib/kbetApp';
import { DESKTOP_GUESS, type ViewportGuess, ViewportGuessContext } from '@/lib/viewportGuess';
import { HydratedMark } from './HydratedMark';

export interface AppProviderProps {
  readonly children: ReactNode;
  /** The site's instance unless given: the server renders each page with its own (src/entry-server.tsx). */
  readonly app?: Kbet;
  /** The viewport the page was server-rendered for (hydration renders for it too). */
  readonly viewport?: ViewportGuess;
  /** When the server rendered the page (hydration shows its time until done). */
  readonly renderedAt?: number;
  /** The server render's loads, which the resource hooks wait for (src/ssr/renderPage.tsx). */
  readonly serverLoad?: KbetContextValue['serverLoad'];
}

/**
 * Everything a page needs from outside React: the SDK client and stores.
 * @example <AppProvider><AppRouter /></AppProvider>
 */
export function AppProvider({
  children,
  app = kbet,
  viewport = DESKTOP_GUESS,
  renderedAt,
  serverLoad,
}: AppProviderProps) {
  return (
    <StrictMode>
      <ViewportGuessContext value={viewport}>
        <RenderTimeContext value={renderedAt ?? null}>
          <KbetAppContext value={app}>
            <KbetProvider
              client={app.client}
              stores={app.stores}
              onError={app.onResourceError}
              serverLoad={serverLoad}
            >
              {children}
              <HydratedMark />
            </KbetProvider>
          </KbetAppContext>
        </RenderTimeContext>
      </ViewportGuessContext>
    </StrictMode>
  );
}
