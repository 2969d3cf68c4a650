import { Suspense, use, useSyncExternalStore } from 'react';
import { closeDialog, dialogStore, type OpenDialog, setAvailableDialogs } from '@/lib/dialogs';
import { dialogIds } from './dialogIds';
import type { dialogs as Registry } from './dialogs';

let registry: typeof Registry | undefined;
let request: Promise<typeof Registry> | undefined;

/** The dialogs' registry, loaded once (a failed load is forgotten, so the next opening or preload loads it again). */
const loadRegistry = (): Promise<typeof Registry> =>
  (request ??= import('./dialogs').then(
    (module) => (registry = module.dialogs),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  ));

setAvailableDialogs(dialogIds, loadRegistry);

/**
 * The open dialogs. Once the registry is in (a preload, an earlier opening) they render in the frame of the change
 * that opened them; before, the first opening waits for it here.
 */
function OpenDialogs({ open }: { readonly open: readonly OpenDialog[] }) {
  const dialogs: Readonly<Record<string, (typeof Registry)[keyof typeof Registry]>> =
    registry ?? use(loadRegistry());
  return open.map(({ id, props }) => {
    const Component = dialogs[id];
    return Component ? <Component key={id} {...props} onClose={() => closeDialog(id)} /> : null;
  });
}

/**
 * Renders the open dialogs of lib/dialogs, each loaded on first use, as is the registry of them (app/dialogs.tsx).
 * @example <DialogHost />
 */
export function DialogHost() {
  const open = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  return open.length > 0 ? (
    <Suspense fallback={null}>
      <OpenDialogs open={open} />
    </Suspense>
  ) : null;
}
