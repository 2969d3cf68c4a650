import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as admin from '../../admin';
import * as sdk from '../../index';

// A spec constant lives once, in the SDK (house rules). This scans the server, CLI, React bindings and member
// site sources for the copies that used to live there, so a new one fails here with the SDK export to use.

const ROOT = join(import.meta.dirname, '../../../../..');
const SCANNED = [
  'packages/server/src',
  'packages/cli/src',
  'packages/react-bindings/src',
  'packages/web/src',
];
/** The one place the mobile breakpoint is written in CSS, checked against MOBILE_MAX_WIDTH by the web's tests. */
const MEDIA_CSS = 'packages/web/src/styles/media.css';

interface Rule {
  readonly pattern: RegExp;
  readonly use: string;
  readonly css?: boolean;
  /** The pattern may continue on the next line (a condition broken over two lines). */
  readonly twoLines?: boolean;
}

const RULES: readonly Rule[] = [
  {
    pattern: /max-width:\s*767px|min-width:\s*768px/,
    use: '@media (--mobile) or MOBILE_MAX_WIDTH',
    css: true,
  },
  { pattern: /\bconst\s+GAME_TYPE_[A-Z_]+\s*=/, use: 'GAME_TYPE' },
  { pattern: /\bgameType\s*[!=]==?\s*\d/, use: 'GAME_TYPE' },
  { pattern: /\bgameType\??\s*:\s*\d\s*\|/, use: 'SportsGameType or GameType' },
  { pattern: /\bgameType=\{\s*\d/, use: 'GAME_TYPE' },
  { pattern: /\bsport:\s*1\s*,\s*live:\s*2\b/, use: 'GAME_TYPE' },
  { pattern: /\bdepositMode\??\s*(?:[!=]==?|:)\s*[01]\b/, use: 'DEPOSIT_MODE or DepositMode' },
  { pattern: /\bdeposit:\s*0\s*,\s*withdrawal:\s*1\b/, use: 'DEPOSIT_MODE' },
  { pattern: /\btype\??\s*:\s*0\s*\|\s*1\s*\|\s*2\b/, use: 'ChargeType' },
  { pattern: /\bcharge\??\.type\s*[!=]==?\s*\d/, use: 'CHARGE_TYPE' },
  { pattern: /\bcharge\??\.status\s*[!=]==?\s*\d/, use: 'CHARGE_STATUS' },
  { pattern: /\bstatus\??\s*:\s*1\s*\|\s*2\b/, use: 'CHARGE_STATUS' },
  { pattern: /\bdecideCharge\([^)]*,\s*\d\s*,/, use: 'CHARGE_STATUS' },
  {
    pattern:
      /\bconst\s+[A-Z_]*(?:CHARGE_STATUS|CHARGE_TYPE|COIN_TYPE|DEPOSIT_MODE|POPUP_STATUS|COUPON_TYPE)[A-Z_]*\s*=\s*-?\d/,
    use: 'CHARGE_STATUS, CHARGE_TYPE, DEPOSIT_MODE, POPUP_STATUS or ROULETTE_COUPON_TYPE',
  },
  {
    pattern: /\bmode\??\s*:\s*0\s*\|\s*1\b|<ChargeHistory\s+mode=\{\s*\d/,
    use: 'DEPOSIT_MODE or DepositMode',
  },
  { pattern: /\bprocessing:\s*0\s*,\s*done:\s*1\b/, use: 'CHARGE_STATUS' },
  { pattern: /\bpopupStatus\??\s*(?:[!=]==?|:)\s*[01]\b/, use: 'POPUP_STATUS (@kbet/sdk/admin)' },
  { pattern: /\bactive:\s*0\s*,\s*off:\s*1\b/, use: 'POPUP_STATUS (@kbet/sdk/admin)' },
  { pattern: /\bcouponType\??\s*(?:[!=]==?|:)\s*[12]\b/, use: 'ROULETTE_COUPON_TYPE' },
  { pattern: /\bnormal:\s*1\s*,\s*vip:\s*2\b/, use: 'ROULETTE_COUPON_TYPE' },
  {
    pattern: /\bconst\s+(?:PERIOD_[A-Z_]+|FULL_TIME|HALF_SPORTS|SET_SPORTS)\s*[:=]/,
    use: 'PERIOD, HALF_SPORTS or SET_SPORTS',
  },
  { pattern: /[pP]eriod\s*(?:[<>]=?|[!=]==?)\s*(?:80|100|101|102)\b/, use: 'PERIOD' },
  { pattern: /[pP]eriod\s*\?\?\s*-1\b/, use: 'PERIOD.NOT_STARTED' },
  {
    pattern: /[pP]eriod\s*(?:>=\s*1|>\s*0)\s*&&[^;]*?(?:PERIOD\.BREAK|PERIOD_BREAK|\b80\b)/,
    use: 'isPlayingPeriod',
    twoLines: true,
  },
  {
    pattern: /HTML_POLICY\.(?:linkSchemes|imageSchemes|imageDataTypes)\.(?:filter|map|join)\(/,
    use: 'isAllowedHtmlUrl',
  },
];

/** The SDK's constant tables and values by name: one declared again as a table or a number is a copy. */
const SDK_CONSTANTS = [...new Set([...Object.keys(sdk), ...Object.keys(admin)])].filter((name) =>
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(name),
);
const REDECLARED = new RegExp(
  `\\b(?:const|let|var)\\s+(${SDK_CONSTANTS.join('|')})\\b\\s*(?::[^=]+)?=\\s*(?:\\{|\\[|-?\\d)|\\benum\\s+(${SDK_CONSTANTS.join('|')})\\b`,
);

const isSource = (path: string) =>
  /\.(?:ts|tsx|css)$/.test(path) && !/(?:^|\/)__tests__\/|\.test\.tsx?$|\.d\.ts$/.test(path);

/** Comments state the codes on purpose (the spec's wording); only code counts. */
const withoutComments = (line: string) =>
  /^\s*(?:\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\/\*.*?\*\/|(?:^|\s)\/\/.*$/g, '');

function findCopies(): string[] {
  const found: string[] = [];
  for (const dir of SCANNED) {
    const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => join(dir, name))
      .filter(isSource);
    for (const file of files) {
      if (file === MEDIA_CSS) continue;
      const css = file.endsWith('.css');
      const raws = readFileSync(join(ROOT, file), 'utf8').split('\n');
      const lines = raws.map(withoutComments);
      raws.forEach((raw, index) => {
        const line = lines[index] ?? '';
        const where = `${file}:${index + 1}`;
        const matches = (r: Rule) => {
          const found = r.pattern.exec(r.twoLines ? `${line}\n${lines[index + 1] ?? ''}` : line);
          return found !== null && found.index < line.length;
        };
        const rule = RULES.find((r) => (!css || r.css) && matches(r));
        const redeclared = css ? null : REDECLARED.exec(line);
        if (redeclared)
          found.push(`${where}: ${raw.trim()}  → import ${redeclared[1] ?? redeclared[2]} from the SDK`);
        else if (rule) found.push(`${where}: ${raw.trim()}  → use the SDK's ${rule.use}`);
      });
    }
  }
  return found;
}

describe('spec constants outside the SDK', () => {
  it('knows the SDK constants it guards', () => {
    expect(SDK_CONSTANTS).toEqual(
      expect.arrayContaining([
        'GAME_TYPE',
        'CHARGE_STATUS',
        'DEPOSIT_MODE',
        'CHARGE_TYPE',
        'POPUP_STATUS',
        'PERIOD',
      ]),
    );
  });

  it('are imported, never written again as literals in the server, CLI, bindings or web', () => {
    expect(findCopies()).toEqual([]);
  });
});
