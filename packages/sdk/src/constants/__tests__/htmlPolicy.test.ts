import { describe, expect, it } from 'vitest';
import { HTML_POLICY } from '../htmlPolicy';

describe('HTML_POLICY: the staff HTML allowlist shared by server and browser', () => {
  it('allows no tag that runs code, loads a document or restyles the page', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'meta',
      'link',
      'base',
      'template',
      'textarea',
      'video',
      'audio',
      'source',
    ])
      expect(HTML_POLICY.tags).not.toContain(tag);
    expect(HTML_POLICY.tags).toEqual(
      expect.arrayContaining(['p', 'br', 'b', 'strong', 'a', 'img', 'ul', 'li', 'table']),
    );
  });

  it('allows no event handler, style, srcset or rel from the input', () => {
    const attributes = Object.values(HTML_POLICY.attributes).flat();
    expect(
      attributes.filter((name) => /^on|^style$|^srcset$|^rel$|^srcdoc$|^formaction$/i.test(name)),
    ).toEqual([]);
    expect(HTML_POLICY.attributes).toEqual({
      a: ['href', 'title', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    });
  });

  it('links take http, https or mailto; images http, https or an inline raster image; links get noopener', () => {
    expect(HTML_POLICY.linkSchemes).toEqual(['http', 'https', 'mailto']);
    expect(HTML_POLICY.imageSchemes).toEqual(['http', 'https']);
    expect(HTML_POLICY.imageDataTypes).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
    expect(HTML_POLICY.linkRel).toBe('noopener noreferrer');
    expect(HTML_POLICY.linkTargets).toEqual(['_blank']);
  });

  it('drops script-like containers with their content', () => {
    expect(HTML_POLICY.dropWithContent).toEqual(
      expect.arrayContaining([
        'script',
        'style',
        'iframe',
        'svg',
        'math',
        'template',
        'noscript',
        'textarea',
      ]),
    );
  });
});
