import type { User } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { LevelEmblem } from './LevelEmblem';
import styles from './MemberProfile.module.css';

export interface MemberProfileProps {
  readonly user: Pick<User, 'role' | 'nickname' | 'userId'>;
  /** A button or link on the right (회원정보, 로그아웃). */
  readonly action?: ReactNode;
}

/**
 * The member's level image, nickname and id: the top of my page and of the user-info popup (spec §2).
 * @example <MemberProfile user={user} action={<Button size="sm">회원정보</Button>} />
 */
export function MemberProfile({ user, action }: MemberProfileProps) {
  return (
    <div className={styles.profile}>
      <LevelEmblem role={user.role} />
      <div className={styles.who}>
        <strong className={styles.nickname}>{user.nickname}</strong>
        <span className={styles.userId}>{user.userId}</span>
      </div>
      {action}
    </div>
  );
}
