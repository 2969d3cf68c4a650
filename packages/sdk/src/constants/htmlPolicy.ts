/**
 * What staff HTML (notices, events, popups, betting rules, community notices, messages, answers) may
 * contain: basic formatting, links and images, nothing that runs or restyles the page. Plain data, so
 * the server (sanitize-html) and a browser (DOMPurify: ALLOWED_TAGS, ALLOWED_ATTR and a URL hook) apply
 * the same policy. URL values are checked after entity decoding and trimming, case-insensitively.
 */
export const HTML_POLICY = {
  tags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  /** Absolute URLs only: a link without one of these schemes loses its href. */
  linkSchemes: ['http', 'https', 'mailto'],
  /** An image loads from http(s) or from an inline base64 raster image; anything else loses its src. */
  imageSchemes: ['http', 'https'],
  imageDataTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  /** Set on every link, so an opened page cannot reach back into the site. */
  linkRel: 'noopener noreferrer',
  /** The only target a link may keep. */
  linkTargets: ['_blank'],
  /** Removed together with everything inside them (other unknown tags keep their text). */
  dropWithContent: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'noembed',
    'noframes',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'head',
  ],
} as const;

export type HtmlPolicy = typeof HTML_POLICY;
