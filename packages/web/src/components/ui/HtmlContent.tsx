import styles from './HtmlContent.module.css';

/**
 * Staff HTML (notices, events, messages) as the server sends it: already sanitised to the SDK's HTML_POLICY
 * (server/src/domain/sanitize), so it is rendered as is, with the site's typography.
 * @example <HtmlContent html={notice.contents} />
 */
export function HtmlContent({ html, className }: { readonly html: string; readonly className?: string }) {
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server to HTML_POLICY.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
