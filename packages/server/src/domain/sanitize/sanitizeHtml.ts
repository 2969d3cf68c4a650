import { HTML_POLICY } from '@kbet/sdk';
import sanitize from 'sanitize-html';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Checked after the parser decoded entities, so obfuscations such as `jav&#x09;ascript:` fail the
// pattern instead of slipping past a blocklist.
const LINK_URL = new RegExp(
  `^(?:(?:${HTML_POLICY.linkSchemes.filter((s) => s !== 'mailto').join('|')})://|mailto:)`,
  'i',
);
const IMAGE_URL = new RegExp(
  `^(?:(?:${HTML_POLICY.imageSchemes.join('|')})://|data:(?:${HTML_POLICY.imageDataTypes.map(escapeRegExp).join('|')});base64,[a-z0-9+/=\\s]+$)`,
  'i',
);

/** The attributes in their order, `name` kept only when its trimmed value matches `pattern`. */
const keepIf = (attribs: sanitize.Attributes, name: string, pattern: RegExp): sanitize.Attributes =>
  Object.fromEntries(
    Object.entries(attribs).flatMap(([key, value]) =>
      key !== name ? [[key, value]] : pattern.test(value.trim()) ? [[key, value.trim()]] : [],
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
      const { rel: _rel, ...kept } = keepIf(attribs, 'href', LINK_URL);
      if (kept.target !== undefined && !LINK_TARGETS.includes(kept.target)) delete kept.target;
      return { tagName, attribs: { ...kept, rel: HTML_POLICY.linkRel } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', IMAGE_URL) }),
  },
};

/**
 * Staff HTML reduced to the HTML_POLICY allowlist; run on write and again when served.
 * @example sanitizeHtml('<p onclick="x()">공지<script>alert(1)</script></p>') // '<p>공지</p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
