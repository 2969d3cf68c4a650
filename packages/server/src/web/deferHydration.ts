/** index.html's entry script as Vite writes it, and the module preloads of Vite and of the page's route assets. */
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.~-]+\.js)"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.~-]+\.js)">/g;

/**
 * A server-rendered page whose JavaScript is requested after its first paint: the head's entry script and module
 * preloads become one deferred classic script, public/hydrate.js, which adds them back once the page has painted.
 * The page's HTML is complete without JavaScript, and on a phone's slow link the ~140 KB of scripts requested with
 * the stylesheets shared their bandwidth and delayed the paint; hydration starts a frame later instead. A file,
 * its data in attributes, because the Content-Security-Policy allows no inline script. A page without exactly one
 * entry script (not Vite's index.html) is returned as it is.
 * @example deferHydration(html) // '…<script src="/hydrate.js" defer data-entry="/assets/index-x.js" data-preloads="…">…'
 */
export function deferHydration(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  const entries = [...head.matchAll(ENTRY)].map((match) => match[1]);
  if (entries.length !== 1) return html;
  const preloads = [...head.matchAll(PRELOAD)].map((match) => match[1]);
  const script = `<script src="/hydrate.js" defer data-entry="${entries[0]}" data-preloads="${preloads.join(' ')}"></script>`;
  return `${head.replace(ENTRY, '').replace(PRELOAD, '')}${script}${html.slice(end)}`;
}
