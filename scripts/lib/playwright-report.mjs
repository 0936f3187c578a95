// Reading Playwright's JSON report.
/** "file › title" of every test of a Playwright JSON report that passed only on a retry. */
export function flakyTests(report) {
  const names = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === 'flaky') names.push(`${spec.file ?? file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return names;
}
