import { ko } from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import styles from './SignUp.module.css';

/**
 * The sign-up confirmation (spec §2, §4): persistent (no Esc, no outside click, no ×), it says the account waits
 * for approval and points to the 24-hour chat support.
 * @example openDialog('signUpDone')
 */
export function SignUpDoneDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="가입 신청 완료"
      width={440}
      role="alertdialog"
      closeOnEsc={false}
      hideClose
      footer={
        <Button variant="primary" onClick={onClose}>
          확인
        </Button>
      }
    >
      <div className={styles.done}>
        <span className={styles.doneIcon} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <p className={styles.doneTitle}>{ko.SIGNUP_COMPLETED}</p>
        <p className={styles.doneText}>{ko.SIGNUP_APPROVAL_SUPPORT}</p>
      </div>
    </Dialog>
  );
}
