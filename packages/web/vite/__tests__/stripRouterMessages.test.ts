// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRIPPED_MESSAGE, stripRouterMessages } from '../stripRouterMessages';

/** A piece of react-router's production build: its helpers and calls of them with a message each. */
const BUILD = `function invariant(value, message) {
  if (value === false || value === null || typeof value === "undefined") throw new Error(message);
}
function warning(cond, message) {
  if (!cond) console.warn(message);
}
function warningOnce(key, cond, message) {
  if (!cond) warning(false, message);
}
function useHref(to) {
  invariant(inRouter(), \`useHref() may be used only in the context of a <Router> component: \${JSON.stringify(to)}\`);
  warning(to !== "*", "A route's path " + describe(invariant(to, "nested")) + " is odd");
  warningOnce("fallback", to !== "", \`No fallback for \${to}\`);
  return to;
}`;

describe('stripRouterMessages', () => {
  it("replaces each invariant's and warning's message, keeping the calls and their conditions", () => {
    const stripped = stripRouterMessages(BUILD);
    expect(stripped).not.toMatch(/may be used only|is odd|No fallback|nested/);
    expect(stripped).toContain(`invariant(inRouter(), ${STRIPPED_MESSAGE});`);
    expect(stripped).toContain(`warning(to !== "*", ${STRIPPED_MESSAGE});`);
    expect(stripped).toContain(`warningOnce("fallback", to !== "", ${STRIPPED_MESSAGE});`);
    // The helpers still throw and warn with what they are given.
    expect(stripped).toContain('throw new Error(message)');
    expect(stripped).toContain('console.warn(message)');
  });

  it('leaves code without such calls as it is', () => {
    const code = 'export function matchPath(pattern, pathname) { return pattern === pathname; }';
    expect(stripRouterMessages(code)).toBe(code);
  });
});
