import { type PaginateOptions, paginate } from '@kbet/sdk';
import { Icon } from './Icon';
import styles from './Pagination.module.css';

export interface PaginationProps extends PaginateOptions {
  readonly total: number;
  readonly page: number;
  readonly onChange: (page: number) => void;
  readonly label?: string;
}

/**
 * Page links computed by the SDK's paginate (spec §9 defaults: 10 per page, at most 3 pages, 11 links).
 * @example <Pagination total={count} page={page} onChange={setPage} />
 */
export function Pagination({ total, page, onChange, label = '페이지 이동', ...options }: PaginationProps) {
  const pages = paginate(total, page, options);
  if (pages.pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={styles.page}
        disabled={!pages.hasPrev}
        aria-label="이전 페이지"
        onClick={() => onChange(pages.page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pages.pages.map((n) => (
        <button
          key={n}
          type="button"
          className={styles.page}
          aria-current={n === pages.page ? 'page' : undefined}
          aria-label={`${n} 페이지`}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.page}
        disabled={!pages.hasNext}
        aria-label="다음 페이지"
        onClick={() => onChange(pages.page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
