// Reading Playwright's JSON report (of a run, or of `playwright test --list`).

/**
 * Every test of a Playwright JSON report: its name ("file › describe › title"), title, tags (without
 * "@"), annotations and status.
 */
export function reportedTests(report) {
  const tests = [];
  const walk = (suite, file, describes) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests.push({
          name: [spec.file ?? file, ...describes, spec.title].join(' › '),
          title: spec.title,
          tags: spec.tags ?? [],
          annotations: test.annotations ?? [],
          status: test.status,
        });
      }
    }
    // The report's top suites are the files; the suites inside them are their describe blocks.
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file, [...describes, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file, []);
  return tests;
}

/** "file › describe › title" of every test of a Playwright JSON report that passed only on a retry. */
export function flakyTests(report) {
  return reportedTests(report)
    .filter((test) => test.status === 'flaky')
    .map((test) => test.name);
}
