import { Suspense, useSyncExternalStore } from 'react';
import { closeDialog, dialogStore } from '@/lib/dialogs';
import { dialogs } from './dialogs';

/**
 * Renders the open dialogs of lib/dialogs, each loaded on first use.
 * @example <DialogHost />
 */
export function DialogHost() {
  const open = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  return (
    <Suspense fallback={null}>
      {open.map(({ id, props }) => {
        const Component = dialogs[id];
        return Component ? <Component key={id} {...props} onClose={() => closeDialog(id)} /> : null;
      })}
    </Suspense>
  );
}
