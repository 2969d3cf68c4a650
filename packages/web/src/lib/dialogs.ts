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

let available: ReadonlyMap<string, RegisteredDialog> = new Map();

/** Called once by app/dialogs.tsx with the dialogs it registers, by id. */
export function setAvailableDialogs(registered: Readonly<Record<string, RegisteredDialog>>): void {
  available = new Map(Object.entries(registered));
}

/**
 * Whether a dialog exists, so a feature offers a link to it only once another feature registered it.
 * @example isDialogAvailable('signUp') && <Button onClick={() => openDialog('signUp')}>회원가입</Button>
 */
export const isDialogAvailable = (id: string): boolean => available.has(id);

/**
 * Loads a dialog's code before it is opened, so its first opening renders it in the same frame. A failed load
 * is not an error here (offline, a deploy replaced the chunk): the dialog loads again when opened.
 * @example await preloadDialog('betSlip');
 */
export const preloadDialog = (id: string): Promise<void> =>
  available
    .get(id)
    ?.preload()
    .catch(() => undefined) ?? Promise.resolve();
