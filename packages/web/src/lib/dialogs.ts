/**
 * Which dialogs are open, by the ids of app/dialogs.tsx. Features open dialogs by id, so no feature imports
 * another's components (bulletproof-react's one-way imports).
 */

export interface OpenDialog {
  readonly id: string;
  readonly props: Readonly<Record<string, unknown>>;
}

let open: readonly OpenDialog[] = [];
const listeners = new Set<() => void>();

const publish = (next: readonly OpenDialog[]) => {
  open = next;
  for (const listener of listeners) listener();
};

/** The store the dialog host reads. */
export const dialogStore = {
  get: (): readonly OpenDialog[] => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Opens a dialog (or gives an open one new props), on top of the others.
 * @example openDialog('login');
 */
export function openDialog(id: string, props: Readonly<Record<string, unknown>> = {}): void {
  publish([...open.filter((d) => d.id !== id), { id, props }]);
}

/**
 * Closes a dialog.
 * @example closeDialog('login');
 */
export function closeDialog(id: string): void {
  if (open.some((d) => d.id === id)) publish(open.filter((d) => d.id !== id));
}

/**
 * Opens a closed dialog and closes an open one (spec §4: dialogs open and close by toggling).
 * @example toggleDialog('betHistory');
 */
export function toggleDialog(id: string): void {
  if (open.some((d) => d.id === id)) closeDialog(id);
  else openDialog(id);
}

/** What a registered dialog offers besides rendering: loading its code ahead of its first opening. */
export interface RegisteredDialog {
  preload(): Promise<void>;
}

/** The registered dialogs by id, as the app's registry module exports them. */
export type DialogRegistry = Readonly<Record<string, RegisteredDialog>>;

let available: ReadonlySet<string> = new Set();
let loadRegistry: () => Promise<DialogRegistry> = () => Promise.resolve({});

/**
 * Called once by the app with the ids of its dialogs and a loader of its registry (app/dialogs.tsx): the ids answer
 * isDialogAvailable while rendering, and the registry, whose lazy imports weigh ~1 KB gzipped, loads on the first
 * preloadDialog or opening instead of with every page's first JavaScript. The loader keeps what it loaded.
 */
export function setAvailableDialogs(ids: readonly string[], load: () => Promise<DialogRegistry>): void {
  available = new Set(ids);
  loadRegistry = load;
}

/**
 * Whether a dialog exists, so a feature offers a link to it only once another feature registered it.
 * @example isDialogAvailable('signUp') && <Button onClick={() => openDialog('signUp')}>회원가입</Button>
 */
export const isDialogAvailable = (id: string): boolean => available.has(id);

/**
 * Loads a dialog's code (the registry's, then the dialog's own) before it is opened, so its first opening renders
 * it in the same frame. A failed load is not an error here (offline, a deploy replaced the chunk): the dialog loads
 * again when opened.
 * @example await preloadDialog('betSlip');
 */
export const preloadDialog = (id: string): Promise<void> =>
  available.has(id)
    ? loadRegistry()
        .then((registry) => registry[id]?.preload())
        .catch(() => undefined)
    : Promise.resolve();
