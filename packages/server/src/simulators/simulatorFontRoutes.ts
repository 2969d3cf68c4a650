import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AppPlugin } from '../appTypes';

export const SIMULATOR_FONT_PATH = '/sim/assets/pretendard.woff2';

/**
 * The simulators' game windows are pages of their own, outside the site's bundle: they use the site's typeface
 * too, served by the server (never a CDN), so their Korean reads the same on a device without a Korean font.
 */
export const SIMULATOR_FONT_FACE = `@font-face{font-family:Pretendard;src:url(${SIMULATOR_FONT_PATH}) format('woff2');font-weight:45 920;font-display:swap}`;

const FONT_FILE = createRequire(import.meta.url).resolve(
  'pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);

/** GET /sim/assets/pretendard.woff2: read once, then cached by browsers for a year (the file never changes). */
const simulatorFontRoutes: AppPlugin = async (app) => {
  let font: Promise<Buffer> | undefined;
  app.get(SIMULATOR_FONT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    font ??= readFile(FONT_FILE);
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await font);
  });
};

export default simulatorFontRoutes;
