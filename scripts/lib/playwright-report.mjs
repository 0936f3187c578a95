// Reading Playwright's JSON report (of a run, or of `playwright test --list`).

/** Every test of a Playwright JSON report: "file › title", its tags (without "@"), annotations and status. */
export function reportedTests(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests.push({
          name: `${spec.file ?? file} › ${spec.title}`,
          title: spec.title,
          tags: spec.tags ?? [],
          annotations: test.annotations ?? [],
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return tests;
}

/** "file › title" of every test of a Playwright JSON report that passed only on a retry. */
export function flakyTests(report) {
  return reportedTests(report)
    .filter((test) => test.status === 'flaky')
    .map((test) => test.name);
}
