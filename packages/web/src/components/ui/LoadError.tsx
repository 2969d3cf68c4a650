import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface LoadErrorProps {
  /** What failed, e.g. 경기를 불러오지 못했습니다. */
  readonly title: string;
  readonly description?: string;
  /** Loads again (the resource's refresh). */
  readonly onRetry: () => void;
  readonly compact?: boolean;
}

/**
 * A list that failed to load: what failed and a 다시 시도 button that loads it again.
 * @example <LoadError title="경기를 불러오지 못했습니다." onRetry={() => void fixtures.refresh()} />
 */
export function LoadError({ title, description, onRetry, compact }: LoadErrorProps) {
  return (
    <EmptyState
      compact={compact}
      icon="alert"
      title={title}
      description={description}
      action={
        <Button size="sm" icon={<Icon name="refresh" size={14} />} onClick={onRetry}>
          다시 시도
        </Button>
      }
    />
  );
}
