/**
 * The one place that shows messages: alert and confirm dialogs (spec §2 "alert, confirm") and short toasts.
 * Anything may call these; <NotifyHost /> renders them.
 */

export type ToastTone = 'info' | 'success' | 'danger';

/** One restated fact of a confirm. */
export interface ConfirmDetail {
  readonly label: string;
  readonly value: string;
}

export type Notification =
  | {
      readonly id: number;
      readonly kind: 'alert';
      readonly message: string;
      readonly title: string;
      readonly done: () => void;
    }
  | {
      readonly id: number;
      readonly kind: 'confirm';
      readonly message: string;
      /** Label / value lines the question restates (e.g. a bet's picks and figures). */
      readonly details: readonly ConfirmDetail[];
      readonly title: string;
      readonly confirmLabel: string;
      readonly danger: boolean;
      readonly done: (accepted: boolean) => void;
    }
  | { readonly id: number; readonly kind: 'toast'; readonly message: string; readonly tone: ToastTone };

const TOAST_MS = 3_500;

let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: readonly Notification[]) => {
  items = next;
  for (const listener of listeners) listener();
};
const remove = (id: number) => publish(items.filter((item) => item.id !== id));

/** The store <NotifyHost /> reads. */
export const notifications = {
  get: (): readonly Notification[] => items,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Shows a message in an alert dialog; resolves when it is dismissed. Alerts queue, one at a time.
 * @example await alert(ko.NEW_MESSAGE);
 */
export function alert(message: string, title = '알림'): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const done = () => {
      remove(id);
      resolve();
    };
    publish([...items, { id, kind: 'alert', message, title, done }]);
  });
}

/**
 * Asks a yes/no question in a confirm dialog; resolves true when accepted.
 * @example if (await confirm(ko.CANCEL_CONFIRM, { danger: true })) cancel();
 */
export function confirm(
  message: string,
  options: {
    readonly title?: string;
    readonly confirmLabel?: string;
    readonly danger?: boolean;
    readonly details?: readonly ConfirmDetail[];
  } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const done = (accepted: boolean) => {
      remove(id);
      resolve(accepted);
    };
    publish([
      ...items,
      {
        id,
        kind: 'confirm',
        message,
        details: options.details ?? [],
        title: options.title ?? '확인',
        confirmLabel: options.confirmLabel ?? '확인',
        danger: options.danger ?? false,
        done,
      },
    ]);
  });
}

/**
 * A short, non-blocking note that disappears by itself (e.g. a success message).
 * @example toast(ko.POINT_CONVERTED, 'success');
 */
export function toast(message: string, tone: ToastTone = 'info'): void {
  const id = nextId++;
  publish([...items, { id, kind: 'toast', message, tone }]);
  setTimeout(() => remove(id), TOAST_MS);
}
