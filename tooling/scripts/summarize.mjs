// Totals every suite of the test command: the Vitest and Playwright JSON reports each
// package wrote to .reports/, plus one check per non-test turbo task (lint, typecheck,
// storybook build, boundaries) from turbo's run summary. Last line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const turboStatus = Number(process.argv[2] ?? 0);
const extraChecks = process.argv.slice(3); // "name=exitCode"

let passed = 0;
let failed = 0;
const lines = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

for (const group of ['tooling', 'packages', 'apps']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const reports = join(dir, name, '.reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const report = readJson(join(reports, file));
      if (!report) continue;
      let p = 0;
      let f = 0;
      if (report.stats) {
        // Playwright JSON reporter
        p = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
        f = report.stats.unexpected ?? 0;
      } else if (typeof report.numTotalTests === 'number') {
        // Vitest JSON reporter; a suite that failed to load counts as a failure
        p = report.numPassedTests ?? 0;
        f =
          (report.numFailedTests ?? 0) +
          (report.numFailedTestSuites && !report.numFailedTests ? 1 : 0);
      }
      passed += p;
      failed += f;
      lines.push(`${`${group}/${name}`.padEnd(32)} ${file.padEnd(18)} ${p} passed, ${f} failed`);
    }
  }
}

// Non-test tasks from every turbo run summary of this test command (`./veso test` starts
// with an empty .turbo/runs).
const runsDir = join(root, '.turbo', 'runs');
const testTasks = new Set(['test', 'e2e']);
if (existsSync(runsDir)) {
  const summaries = readdirSync(runsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson(join(runsDir, f)));
  for (const task of summaries.flatMap((summary) => summary?.tasks ?? [])) {
    const exit = task.execution?.exitCode;
    if (exit === undefined || exit === null) continue;
    if (testTasks.has(task.task)) {
      // A test task that crashed before writing its report still counts as a failure.
      const dir = join(root, task.directory ?? '', '.reports');
      if (exit !== 0 && !existsSync(dir)) {
        failed += 1;
        lines.push(`${task.taskId.padEnd(51)} crashed (exit ${exit})`);
      }
      continue;
    }
    if (exit === 0) passed += 1;
    else failed += 1;
    lines.push(`${task.taskId.padEnd(51)} ${exit === 0 ? 'ok' : `FAILED (exit ${exit})`}`);
  }
}

for (const check of extraChecks) {
  const [name, code] = check.split('=');
  if (code === '0') passed += 1;
  else failed += 1;
  lines.push(`${name.padEnd(51)} ${code === '0' ? 'ok' : `FAILED (exit ${code})`}`);
}

if (turboStatus !== 0 && failed === 0) {
  failed += 1;
  lines.push(`turbo run exited ${turboStatus}`);
}

process.stdout.write(`\n${lines.join('\n')}\n\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || turboStatus !== 0 ? 1 : 0);
