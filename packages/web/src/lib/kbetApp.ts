import type { Kbet } from '@kbet/sdk/app';
import { createContext, useContext } from 'react';
import { kbet } from './kbet';

/**
 * The instance a page renders with: the site's own in the browser, the request's on the server (each request has
 * its own session and slips, src/entry-server.tsx). Given by AppProvider.
 */
export const KbetAppContext = createContext<Kbet>(kbet);

/**
 * The instance the page renders with, for what `@kbet/react`'s stores do not name (the sports slips).
 * @example const { slips } = useKbetApp().stores;
 */
export const useKbetApp = (): Kbet => useContext(KbetAppContext);
