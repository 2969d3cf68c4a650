import styles from './Skeleton.module.css';

export interface SkeletonProps {
  readonly width?: number | string;
  readonly height?: number | string;
  readonly radius?: number | string;
  readonly className?: string;
}

/**
 * A placeholder shaped like the content that is loading, so the layout does not shift when it arrives.
 * @example <Skeleton height={20} width="60%" />
 */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
