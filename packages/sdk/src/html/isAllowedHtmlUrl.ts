import { HTML_POLICY } from '../constants/htmlPolicy';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const LINK_URL = new RegExp(
  `^(?:(?:${HTML_POLICY.linkSchemes.filter((s) => s !== 'mailto').join('|')})://|mailto:)`,
  'i',
);
const IMAGE_URL = new RegExp(
  `^(?:(?:${HTML_POLICY.imageSchemes.join('|')})://|data:(?:${HTML_POLICY.imageDataTypes.map(escapeRegExp).join('|')});base64,[a-z0-9+/=\\s]+$)`,
  'i',
);

/**
 * Whether a link's href or an image's src may stay under HTML_POLICY: absolute http(s) or mailto links, http(s)
 * or base64 raster images. Give the decoded attribute value (as a DOM or parser hands it over); it is trimmed
 * here. An allowlist, so obfuscations such as 'java\tscript:' fail it.
 * @example isAllowedHtmlUrl('link', ' https://kbet.example/a ') // true
 */
export function isAllowedHtmlUrl(kind: 'link' | 'image', value: string): boolean {
  return (kind === 'link' ? LINK_URL : IMAGE_URL).test(value.trim());
}
