import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from '../createHtmlSanitizer';

// happy-dom answers '' from Node.prototype's nodeName getter, which DOMPurify calls directly (browsers
// answer the element's name): defer to the subclass getter, as a browser's single getter would.
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
beforeAll(() => {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return '';
    },
  });
  sanitize = createHtmlSanitizer(window as never);
});
afterAll(() => {
  if (base) Object.defineProperty(Node.prototype, 'nodeName', base);
});

let sanitize: (html: string) => string;

describe('createHtmlSanitizer', () => {
  it('keeps the allowed formatting, links and images', () => {
    expect(sanitize('<p><strong>공지</strong> <em>안내</em></p><ul><li>하나</li></ul>')).toBe(
      '<p><strong>공지</strong> <em>안내</em></p><ul><li>하나</li></ul>',
    );
    expect(sanitize('<a href="https://kbet.example" target="_blank" title="t">링크</a>')).toBe(
      '<a href="https://kbet.example" target="_blank" title="t" rel="noopener noreferrer">링크</a>',
    );
    expect(sanitize('<img src="https://cdn.kbet.example/a.png" alt="배너" width="10">')).toBe(
      '<img src="https://cdn.kbet.example/a.png" alt="배너" width="10">',
    );
  });

  it('drops scripts, handlers, styles and dangerous elements with their contents', () => {
    const payloads: ReadonlyArray<readonly [string, string]> = [
      ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
      ['<script>alert(1)</script><p>b</p>', '<p>b</p>'],
      ['<img src=x onerror=alert(1)>', '<img>'],
      ['<svg onload=alert(1)><text>c</text></svg>d', 'd'],
      ['<iframe srcdoc="<script>alert(1)</script>"></iframe>e', 'e'],
      ['<style>body{display:none}</style>f', 'f'],
      ['<p style="position:fixed">g</p>', '<p>g</p>'],
      ['<input name="pw" autofocus onfocus="alert(1)">h', 'h'],
      ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>i', 'i'],
    ];
    for (const [input, output] of payloads) expect(sanitize(input)).toBe(output);
  });

  it('drops unsafe URLs, foreign attributes, own rel and other targets', () => {
    expect(sanitize('<a href="javascript:alert(1)">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitize('<a href="java&#x09;script:alert(1)">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitize('<a href="/relative" rel="opener" target="_self">a</a>')).toBe(
      '<a rel="noopener noreferrer">a</a>',
    );
    expect(sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(sanitize('<p title="x" data-x="1" aria-label="y">a</p>')).toBe('<p>a</p>');
    expect(sanitize('<td colspan="2" width="9">a</td>')).not.toContain('width');
  });
});
