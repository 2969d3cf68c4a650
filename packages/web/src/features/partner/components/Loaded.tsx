import type { ResourceView } from '@kbet/react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';

/** A partner report's body: a spinner until its data arrives, the retry on failure, else `children(data)`. */
export function Loaded<T>({
  view,
  what,
  children,
}: {
  readonly view: ResourceView<T>;
  /** What failed, e.g. 하부 회원을 불러오지 못했습니다. */
  readonly what: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (view.data !== undefined) return children(view.data);
  if (view.status === 'error') return <LoadError title={what} onRetry={() => void view.refresh()} />;
  return <Spinner size={18} />;
}
