import { Dialog } from '@/components/ui/Dialog';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import styles from './MessageDialog.module.css';
import { MessageList } from './MessageList';

/**
 * The message dialog (spec §2): the member's messages, opened from anywhere without leaving the page.
 * @example openDialog('message')
 */
export function MessageDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="쪽지함"
      width={760}
      closeOnOutsideClick
      footer={
        <Link to={paths.message.path} className={styles.pageLink} onClick={onClose}>
          쪽지함 페이지로 이동
        </Link>
      }
    >
      <MessageList />
    </Dialog>
  );
}
