// Totals every suite of the test command: the Vitest and Playwright JSON reports each
// package wrote to .reports/, plus one check per non-test turbo task (lint, typecheck,
// storybook build, boundaries) from turbo's run summary. Then each failed test's first lines
// of error (the end of a long log is what a CI page shows). Last line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const turboStatus = Number(process.argv[2] ?? 0);
const extraChecks = process.argv.slice(3); // "name=exitCode"

let passed = 0;
let failed = 0;
const lines = [];
/** A failed test: where, and the first lines of its error. */
const failures = [];

/** Lines of a failure's message kept in the summary. */
const FAILURE_LINES = 12;

function failureText(message) {
  // Strip the reporters' colours; keep the head of the message (the assertion and its call log).
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').slice(0, FAILURE_LINES).join('\n');
}

/** Every failed test of a Playwright JSON report, through its nested suites. */
function playwrightFailures(suite, where) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      const message = last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status;
      failures.push({
        title: `${where} [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`,
        text: failureText(message),
      });
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, where);
}

/** Every failed test (or file that failed to load) of a Vitest JSON report. */
function vitestFailures(report, where) {
  for (const file of report.testResults ?? []) {
    const name = file.name?.replace(root, '') ?? '';
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        title: `${where} ${name} › ${test.fullName}`,
        text: failureText(test.failureMessages?.[0]),
      });
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ title: `${where} ${name}`, text: failureText(file.message) });
    }
  }
}

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
      if (f > 0 && report.stats) {
        for (const suite of report.suites ?? []) playwrightFailures(suite, `${group}/${name}`);
      } else if (f > 0) {
        vitestFailures(report, `${group}/${name}`);
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
for (const failure of failures) {
  process.stdout.write(`FAILED ${failure.title}\n${failure.text.replace(/^/gm, '    ')}\n\n`);
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || turboStatus !== 0 ? 1 : 0);
