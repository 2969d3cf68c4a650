import { describe, expect, it } from 'vitest';
import { isAllowedHtmlUrl } from '../isAllowedHtmlUrl';

describe('isAllowedHtmlUrl', () => {
  it('keeps absolute http(s) and mailto links, whatever the case and surrounding space', () => {
    for (const url of ['https://kbet.example/a', ' HTTP://kbet.example ', 'mailto:help@kbet.example'])
      expect(isAllowedHtmlUrl('link', url)).toBe(true);
  });

  it('drops scripts, relative and protocol-relative links, and other schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/board/notice',
      '//evil.example',
      'ftp://kbet.example',
      '',
    ])
      expect(isAllowedHtmlUrl('link', url)).toBe(false);
  });

  it('keeps http(s) images and base64 raster images only', () => {
    expect(isAllowedHtmlUrl('image', 'https://cdn.kbet.example/a.png')).toBe(true);
    expect(isAllowedHtmlUrl('image', 'data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedHtmlUrl('image', 'DATA:IMAGE/WEBP;BASE64,UklGRg==')).toBe(true);
    expect(isAllowedHtmlUrl('image', 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedHtmlUrl('image', 'data:image/png;base64,"onerror=alert(1)')).toBe(false);
    expect(isAllowedHtmlUrl('image', 'mailto:a@b.c')).toBe(false);
    expect(isAllowedHtmlUrl('image', 'javascript:alert(1)')).toBe(false);
  });
});
