import { Dialog } from '@/components/ui/Dialog';
import { LoginForm } from './LoginForm';

/**
 * The login dialog (spec §2): closes and clears itself after a successful login (spec §4).
 * @example <LoginDialog onClose={() => closeDialog('login')} />
 */
export function LoginDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="로그인" width={420}>
      <LoginForm onSuccess={onClose} />
    </Dialog>
  );
}
