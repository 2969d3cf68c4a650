import styles from './Logo.module.css';

/**
 * kbet's mark and word mark.
 * @example <Logo />
 */
export function Logo({ compact = false }: { readonly compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="kbet-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6d8dff" />
            <stop offset="1" stopColor="#3757e8" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#kbet-logo)" />
        <path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 34v16h-8z" fill="#fff" />
        <circle cx="48" cy="16" r="5" fill="#ffc83d" />
      </svg>
      {!compact && (
        <span className={styles.word} aria-hidden="true">
          kbet<span className={styles.dot}>.</span>
        </span>
      )}
      <span className="visually-hidden">kbet 홈</span>
    </span>
  );
}
