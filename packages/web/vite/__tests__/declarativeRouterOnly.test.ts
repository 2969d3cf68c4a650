// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declarativeRouterOnly, ROUTES_MODULE } from '../declarativeRouterOnly';

/** The installed react-router's production build, module by module, as the client build reads it. */
const PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const chunks = readdirSync(PRODUCTION)
  .filter((name) => /^chunk-\w+\.mjs$/.test(name))
  .map((name) => readFileSync(join(PRODUCTION, name), 'utf8'));

describe('declarativeRouterOnly', () => {
  it("edits the installed react-router's route rendering so its data router branches can be folded", () => {
    const routing = chunks.filter((code) => code.includes(ROUTES_MODULE));
    expect(routing).toHaveLength(1);
    const edited = declarativeRouterOnly(routing[0] ?? '');
    expect(edited.match(/const dataRouterOpts = void 0;/g)).toHaveLength(2);
    expect(edited).toContain('return useNavigateUnstable();');
    expect(edited).not.toContain('RenderErrorBoundary.contextType');
    expect(edited).toContain("the client build's react-router is declarative only");
  });

  it("leaves react-router's other modules as they are", () => {
    for (const code of chunks.filter((chunk) => !chunk.includes(ROUTES_MODULE))) {
      expect(declarativeRouterOnly(code)).toBe(code);
    }
  });

  it('fails when a text it edits is gone, as after a react-router update that changed it', () => {
    const routing = chunks.find((code) => code.includes(ROUTES_MODULE)) ?? '';
    const changed = routing.replace('RenderErrorBoundary.contextType = RSCRouterContext;', '');
    expect(() => declarativeRouterOnly(changed)).toThrow(/RenderErrorBoundary\.contextType/);
  });
});
