import styles from './Spinner.module.css';

/**
 * A small loading indicator; pair it with text or aria-busy on its container.
 * @example <Spinner size={16} />
 */
export function Spinner({ size = 20 }: { readonly size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
