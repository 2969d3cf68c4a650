// `pnpm bench`: runs every benchmark, prints the figures and writes them to docs/benchmarks.md.
// Each benchmark module exports `run()` returning { title, rows: [[name, value, target, pass]] , notes? }.
import { writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'scripts/bench');
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.mjs')).sort();

const sections = [];
let failed = false;
for (const file of files) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const mod = await import(pathToFileURL(join(dir, file)).href);
  const result = await mod.run({ root });
  sections.push(result);
  console.log(`\n## ${result.title}`);
  for (const [name, value, target, pass] of result.rows) {
    if (pass === false) failed = true;
    console.log(`  ${pass === false ? '✗' : '✓'} ${name}: ${value}${target ? ` (target ${target})` : ''}`);
  }
}

const md = [
  '# Benchmarks',
  '',
  `Written by \`pnpm bench${only.length ? ` ${only.join(' ')}` : ''}\` on ${new Date().toISOString()} (Node ${process.version}, ${process.platform}/${process.arch}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}).`,
  '',
];
for (const s of sections) {
  md.push(`## ${s.title}`, '', '| measure | value | target | ok |', '| --- | --- | --- | --- |');
  for (const [name, value, target, pass] of s.rows) {
    md.push(`| ${name} | ${value} | ${target ?? ''} | ${pass === false ? 'no' : 'yes'} |`);
  }
  if (s.notes) md.push('', s.notes);
  md.push('');
}
writeFileSync(join(root, 'docs/benchmarks.md'), md.join('\n'));
if (failed) process.exitCode = 1;
