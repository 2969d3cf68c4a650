import { useSyncExternalStore } from 'react';
import { notifications } from '@/lib/notify';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import styles from './NotifyHost.module.css';

const TOAST_ICON = { info: 'info', success: 'check', danger: 'alert' } as const;

/**
 * Renders the alert and confirm dialogs (the oldest first, one at a time) and the toasts of lib/notify.
 * @example <NotifyHost />
 */
export function NotifyHost() {
  const items = useSyncExternalStore(notifications.subscribe, notifications.get, notifications.get);
  const modal = items.find((item) => item.kind !== 'toast');
  const toasts = items.filter((item) => item.kind === 'toast');
  return (
    <>
      {modal?.kind === 'alert' && (
        <Dialog
          key={modal.id}
          open
          role="alertdialog"
          width={400}
          title={modal.title}
          onClose={modal.done}
          footer={
            <Button variant="primary" data-autofocus onClick={modal.done}>
              확인
            </Button>
          }
        >
          <p className={styles.message}>{modal.message}</p>
        </Dialog>
      )}
      {modal?.kind === 'confirm' && (
        <Dialog
          key={modal.id}
          open
          role="alertdialog"
          width={400}
          title={modal.title}
          onClose={() => modal.done(false)}
          footer={
            <>
              <Button variant="ghost" onClick={() => modal.done(false)}>
                취소
              </Button>
              <Button
                variant={modal.danger ? 'danger' : 'primary'}
                data-autofocus
                onClick={() => modal.done(true)}
              >
                {modal.confirmLabel}
              </Button>
            </>
          }
        >
          {modal.details.length > 0 && (
            <dl className={styles.details}>
              {modal.details.map((detail) => (
                // Two picks may share a match name, never a match and a pick.
                <div key={`${detail.label}:${detail.value}`}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.message}>{modal.message}</p>
        </Dialog>
      )}
      <div className={styles.toasts} role="status" aria-live="polite">
        {toasts.map(
          (toast) =>
            toast.kind === 'toast' && (
              <p key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
                <Icon name={TOAST_ICON[toast.tone]} size={18} />
                <span>{toast.message}</span>
              </p>
            ),
        )}
      </div>
    </>
  );
}
