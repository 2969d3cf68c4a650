import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/appTypes';
import { login, testConfig } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const INDEX = '<!doctype html><title>kbet</title><div id="root"></div>';
const SCRIPT = 'console.log("kbet");'.repeat(50);
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/**
 * An app serving a web root of `files` (path → content, folders made as needed), with `renderer` (a file of the
 * root) as its server renderer if given, on its own database; registers the describe's hooks and returns the app's
 * getter.
 */
function useWebRoot(files: Record<string, string | Buffer>, renderer?: string): () => App {
  let root: string;
  let db: TestDatabase;
  let app: App;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kbet-web-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    db = await createTestDatabase();
    app = await buildApp({
      sql: db.sql,
      config: testConfig(),
      logger: false,
      webRoot: root,
      ...(renderer ? { webRenderer: join(root, renderer) } : {}),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  });
  return () => app;
}

describe('the built member site (plugins/webApp)', () => {
  const app = useWebRoot({
    'index.html': INDEX,
    'index.html.br': brotliCompressSync(INDEX),
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.gz': gzipSync(SCRIPT),
    'assets/index-abc123.js.br': brotliCompressSync(SCRIPT),
    'assets/font-def456.woff2': 'wOF2',
  });

  it('answers every page navigation with index.html, uncached', async () => {
    for (const url of ['/', '/europe?sport_id=6046', '/login?title=%EA%B3%B5', '/no/such/page']) {
      const response = await app().inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
    const compressed = await app().inject({
      method: 'GET',
      url: '/europe',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload).toEqual(brotliCompressSync(INDEX));
  });

  it('keeps API answers for API calls on paths a page shares', async () => {
    const page = await app().inject({ method: 'GET', url: '/attendance', headers: html });
    expect(page.body).toBe(INDEX);
    const api = await app().inject({ method: 'GET', url: '/attendance', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    const health = await app().inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('serves hashed assets for a year, brotli or gzip as the browser accepts, built ahead of time', async () => {
    const get = (url: string, encoding?: string) =>
      app().inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));

    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(SCRIPT));

    const font = await get('/assets/font-def456.woff2', 'gzip, br');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API docs and unknown API paths alone', async () => {
    const docs = await app().inject({ method: 'GET', url: '/docs/json', headers: html });
    expect(docs.json()).toMatchObject({ openapi: expect.any(String) });
    const missing = await app().inject({ method: 'GET', url: '/no/such/api' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ERR_NOT_FOUND' });
  });
});

// A stand-in for the web's server rendering bundle (packages/web/dist-ssr/entry-server.js), loaded by path.
const RENDERER = `
export async function render({ url, template, manifest, fetch, headers, member }) {
  if (url.startsWith('/left-to-browser')) return null;
  if (url.startsWith('/broken')) throw new Error('the page threw');
  const health = await (await fetch('/health')).json();
  const who = member ? (await (await fetch('/member/' + member.id)).json()).userId : 'guest';
  const page = [url, health.status, headers['user-agent'], manifest?.['index.html']?.file, who].join(' ');
  return template.replace('<div id="root"></div>', '<div id="root">' + page + '</div>');
}
`;

describe('server rendering of the member site (plugins/webApp with a renderer)', () => {
  const app = useWebRoot(
    {
      'index.html': INDEX,
      '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/i.js' } }),
      'render.mjs': RENDERER,
    },
    'render.mjs',
  );

  it("answers a guest's navigation with the rendered page, its API calls answered in-process, compressed", async () => {
    const headers = { ...html, 'user-agent': 'phone-browser' };
    const plain = await app().inject({ method: 'GET', url: '/europe?sport_id=6046', headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/cookie/);
    expect(plain.body).toBe(
      INDEX.replace(
        '<div id="root"></div>',
        '<div id="root">/europe?sport_id=6046 ok phone-browser assets/i.js guest</div>',
      ),
    );
    const brotli = await app().inject({
      method: 'GET',
      url: '/europe?sport_id=6046',
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await app().inject({
      method: 'GET',
      url: '/europe?sport_id=6046',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it("answers a member's navigation with the page of the session's member, its calls theirs, kept by no cache", async () => {
    const session = await login(app(), 'member01');
    const response = await app().inject({
      method: 'GET',
      // A member id in the URL changes nothing: the member is the session's.
      url: '/mywallet?memberId=1',
      headers: { ...html, 'user-agent': 'phone-browser', cookie: `kbet_session=${session.cookie}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.body).toBe(
      INDEX.replace(
        '<div id="root"></div>',
        '<div id="root">/mywallet?memberId=1 ok phone-browser assets/i.js member01</div>',
      ),
    );
  });

  it('sends index.html for an unknown or ended session, a HEAD, a page the renderer leaves to the browser, and when it fails', async () => {
    const unknown = await app().inject({
      method: 'GET',
      url: '/europe',
      headers: { ...html, cookie: 'kbet_session=any-token' },
    });
    expect(unknown.body).toBe(INDEX);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    const ended = await login(app(), 'member02');
    await app().inject({ method: 'POST', url: '/auth/logout', headers: ended.headers });
    const afterLogout = await app().inject({
      method: 'GET',
      url: '/europe',
      headers: { ...html, cookie: `kbet_session=${ended.cookie}` },
    });
    expect(afterLogout.body).toBe(INDEX);
    const head = await app().inject({ method: 'HEAD', url: '/europe', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const url of ['/left-to-browser', '/broken']) {
      const response = await app().inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});

describe('the font stylesheet of a rendered page, by the browser’s font cookie (web/fontHead)', () => {
  const PAGE = '<!doctype html><head><title>kbet</title></head><div id="root"></div>';
  const SUBSET = 'assets/PretendardVariable.subset.91-q1w2.woff2';
  const fonts = {
    stylesheet: 'assets/fonts-f0n7.css',
    warmup: 'assets/fontWarmup-w4rm.css',
    preload: SUBSET,
  };
  const STYLESHEET = '<link rel="stylesheet" href="/assets/fonts-f0n7.css">';
  const PRELOAD = `<link rel="preload" href="/${SUBSET}" as="font" type="font/woff2" crossorigin>`;
  const WARMUP =
    '<script src="/fontWarmup.js" defer data-stylesheet="/assets/fontWarmup-w4rm.css" ' +
    'data-cookie="kbet_fonts=fonts-f0n7.css; path=/; max-age=31536000; samesite=lax"></script>';
  const app = useWebRoot(
    { 'index.html': PAGE, '.vite/fonts.json': JSON.stringify(fonts), 'render.mjs': RENDERER },
    'render.mjs',
  );

  const headOf = async (cookie?: string) => {
    const response = await app().inject({
      method: 'GET',
      url: '/europe',
      headers: { ...html, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.body.slice(0, response.body.indexOf('</head>'));
  };

  it('links no font on a first visit: the page paints with the fallback face, and the warm-up script comes', async () => {
    const head = await headOf();
    expect(head).toBe(`<!doctype html><head><title>kbet</title>${WARMUP}`);
    expect(head).not.toContain('.woff2');
  });

  it('links the stylesheet and preloads the first subset once the cookie names this build’s fonts, without the warm-up', async () => {
    expect(await headOf('kbet_fonts=fonts-f0n7.css')).toBe(
      `<!doctype html><head><title>kbet</title>${PRELOAD}${STYLESHEET}`,
    );
  });

  it('treats a cookie of another build’s fonts, or any other value, as a first visit', async () => {
    for (const cookie of ['kbet_fonts=fonts-0ld1.css', 'kbet_fonts=', 'kbet_fonts=%3Cscript%3E']) {
      expect(await headOf(cookie), cookie).toBe(`<!doctype html><head><title>kbet</title>${WARMUP}`);
    }
  });

  it('gates a member’s page the same way', async () => {
    const session = await login(app(), 'member01');
    const cookie = `kbet_session=${session.cookie}`;
    const first = await app().inject({ method: 'GET', url: '/mywallet', headers: { ...html, cookie } });
    expect(first.body).not.toContain(STYLESHEET);
    expect(first.body).toContain(WARMUP);
    const repeat = await app().inject({
      method: 'GET',
      url: '/mywallet',
      headers: { ...html, cookie: `${cookie}; kbet_fonts=fonts-f0n7.css` },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toContain(`${PRELOAD}${STYLESHEET}</head>`);
    expect(repeat.body).not.toContain(WARMUP);
  });
});
