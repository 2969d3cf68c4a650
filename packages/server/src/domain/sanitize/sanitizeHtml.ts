import { HTML_POLICY, isAllowedHtmlUrl } from '@kbet/sdk';
import sanitize from 'sanitize-html';

/**
 * The attributes in their order, the URL attribute `name` kept (trimmed) only when the SDK allows it. The parser
 * hands values over with entities decoded, so `jav&#x09;ascript:` fails the allowlist instead of slipping past.
 */
const keepIf = (attribs: sanitize.Attributes, name: string, kind: 'link' | 'image'): sanitize.Attributes =>
  Object.fromEntries(
    Object.entries(attribs).flatMap(([key, value]) =>
      key !== name ? [[key, value]] : isAllowedHtmlUrl(kind, value) ? [[key, value.trim()]] : [],
    ),
  );

const LINK_TARGETS: readonly string[] = HTML_POLICY.linkTargets;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]])),
    // rel is never taken from the input: the transform below sets it.
    a: [...HTML_POLICY.attributes.a, 'rel'],
  },
  allowedSchemes: [...HTML_POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...HTML_POLICY.imageSchemes, 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  nonTextTags: [...HTML_POLICY.dropWithContent],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  // Deep nesting is a parser-cost attack, not content.
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...kept } = keepIf(attribs, 'href', 'link');
      if (kept.target !== undefined && !LINK_TARGETS.includes(kept.target)) delete kept.target;
      return { tagName, attribs: { ...kept, rel: HTML_POLICY.linkRel } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', 'image') }),
  },
};

/**
 * Staff HTML reduced to the HTML_POLICY allowlist; run on write and again when served.
 * @example sanitizeHtml('<p onclick="x()">공지<script>alert(1)</script></p>') // '<p>공지</p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
