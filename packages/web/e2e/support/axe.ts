import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own browser bundle, injected into the page under test.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** The offending nodes (at most eight): CSS selector and axe's summary of what to fix. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it stands and returns its violations.
 * @example const serious = (await axeScan(page)).filter((f) => f.impact === 'serious');
 */
export async function axeScan(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the debugging protocol, which the page's CSP (no inline script) does not govern, as a
  // script tag would be; the scanned page keeps its production CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // Injected above; the page's types do not know it.
    const axe: { run: (context: Document, options: object) => Promise<AxeRun> } = Reflect.get(window, 'axe');
    interface AxeRun {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    }
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 8).map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
}

/**
 * Moderate rules the site is held to as well, once fixed: one h1 a page, headings without skipped levels, one
 * banner and one contentinfo landmark, and landmarks told apart by their names.
 */
export const MODERATE_RULES: readonly string[] = [
  'page-has-heading-one',
  'heading-order',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
];

/** Serious and critical findings, and the moderate ones of MODERATE_RULES: what issue 6's scan forbids. */
export const blocking = (findings: AxeFinding[]): AxeFinding[] =>
  findings.filter(
    (finding) =>
      finding.impact === 'serious' ||
      finding.impact === 'critical' ||
      (finding.impact === 'moderate' && MODERATE_RULES.includes(finding.id)),
  );
