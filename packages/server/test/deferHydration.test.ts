import { describe, expect, it } from 'vitest';
import { deferHydration } from '../src/web/deferHydration';

const HEAD =
  '<!doctype html><html><head><link rel="stylesheet" href="/boot.css" />' +
  '<script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Y.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Z.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/shared~europe~inplay-W.js">';
const BODY =
  '<body><div id="root"><p>경기</p></div><script type="application/json" id="kbet-ssr">{}</script></body></html>';

describe('deferHydration', () => {
  it('requests the entry and its module preloads from public/hydrate.js, after the first paint, and keeps the styles', () => {
    expect(deferHydration(`${HEAD}</head>${BODY}`)).toBe(
      '<!doctype html><html><head><link rel="stylesheet" href="/boot.css" />' +
        '<link rel="stylesheet" crossorigin href="/assets/index-Z.css">' +
        '<script src="/hydrate.js" defer data-entry="/assets/index-Ab1_c.js" ' +
        'data-preloads="/assets/rolldown-runtime-X.js /assets/react-Y.js /assets/shared~europe~inplay-W.js"></script>' +
        `</head>${BODY}`,
    );
  });

  it('leaves the body alone: a module script or preload text there is page content', () => {
    const body =
      '<body><pre>&lt;script type="module"&gt;</pre><link rel="modulepreload" crossorigin href="/assets/a.js"></body>';
    expect(deferHydration(`${HEAD}</head>${body}`)).toMatch(
      new RegExp(`</head>${body.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    );
  });

  it('returns a page without one entry script, or without a head, as it is', () => {
    const twoEntries = `${HEAD}<script type="module" crossorigin src="/assets/other-Q.js"></script></head>${BODY}`;
    for (const html of [`<head></head>${BODY}`, twoEntries, BODY]) expect(deferHydration(html)).toBe(html);
  });
});
