import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each error kept in the digest. */
const LINES_PER_ERROR = 14;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are control characters by definition
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Prints, after the list reporter's own output, each failed or flaky attempt's first error in a few lines: a long
 * run's log is often read from its end only (a CI page shows its tail), and the list reporter's full failures (axe
 * dumps, call logs) push the first ones out of it.
 */
export default class FailureDigest implements Reporter {
  private readonly entries: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line}`;
    const title = `[${test.parent.project()?.name ?? '?'}] ${where} › ${test.title} (attempt ${result.retry + 1}, ${result.status})`;
    const error = result.errors[0];
    const text = (error?.message ?? error?.value ?? 'no error message')
      .replace(ANSI, '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, LINES_PER_ERROR)
      .map((line) => `    ${line.slice(0, 240)}`);
    const at = error?.location
      ? [`    at ${error.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${error.location.line}`]
      : [];
    this.entries.push([title, ...text, ...at].join('\n'));
  }

  onEnd(result: FullResult): void {
    if (this.entries.length === 0) return;
    console.log(`\nFailed attempts in short (${this.entries.length}, run ${result.status}):`);
    for (const entry of this.entries) console.log(entry);
  }

  printsToStdio(): boolean {
    return true;
  }
}
