import { useMemo, useSyncExternalStore } from 'react';
import styles from './HtmlContent.module.css';

type Sanitize = (html: string) => string;

// DOMPurify loads with the first HTML shown, keeping it out of the first page's bundle.
let sanitize: Sanitize | null = null;
let requested = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    import('@/lib/createHtmlSanitizer').then(
      ({ createHtmlSanitizer }) => {
        sanitize = createHtmlSanitizer();
        for (const notify of listeners) notify();
      },
      () => {
        // A failed chunk load (e.g. a new deployment) is retried by the next HtmlContent shown.
        requested = false;
      },
    );
  }
  return () => void listeners.delete(listener);
};
const current = () => sanitize;
const noSanitizer = () => null;

/**
 * Staff HTML (notices, events, popups, messages, answers): the server sanitises it to the SDK's HTML_POLICY,
 * and it is sanitised again here with DOMPurify under the same policy before it reaches the page. Nothing is
 * rendered until the sanitiser is ready.
 * @example <HtmlContent html={notice.contents} />
 */
export function HtmlContent({ html, className }: { readonly html: string; readonly className?: string }) {
  // Hydration renders what the server sent (no sanitiser there: the busy box), even when another HtmlContent has
  // loaded the sanitiser meanwhile; the content follows right after.
  const clean = useSyncExternalStore(subscribe, current, noSanitizer);
  const safe = useMemo(() => (clean ? clean(html) : null), [clean, html]);
  const classes = [styles.prose, className].filter(Boolean).join(' ');
  if (safe === null) return <div className={classes} aria-busy="true" />;
  return (
    <div
      className={classes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with DOMPurify to HTML_POLICY.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
