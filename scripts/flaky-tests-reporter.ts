import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * A Vitest reporter that names every test which failed and then passed on a retry, with the
 * error of the failed try, so a retry never hides a flaky test: the run prints them after the
 * results, and `npm test` counts them in its summary through the file named by FLAKY_TESTS_FILE.
 */
export default class FlakyTestsReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const names = this.flaky.map(
      (test) => `${path.relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`,
    );
    console.log(`\n${this.flaky.length} test(s) passed only on a retry (flaky):`);
    this.flaky.forEach((test, i) => {
      const firstError = test.result().errors?.[0]?.message.split('\n')[0] ?? 'no error recorded';
      console.log(`  ${names[i]}\n    failed first: ${firstError}`);
    });
    const file = process.env.FLAKY_TESTS_FILE;
    if (file) appendFileSync(file, `${names.join('\n')}\n`);
  }
}
