// Lists the failed tests of a CI run (vitest and Playwright JSON reports in one folder), each with the start
// of its message, so that the last lines of .ci/run's output say what failed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2] ?? "test-results/ci";
const brief = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .slice(0, 6)
    .join("\n      ")
    .slice(0, 600);

for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (Array.isArray(report.testResults)) {
    for (const suite of report.testResults) {
      const failures = suite.assertionResults.filter((a) => a.status === "failed");
      if (failures.length === 0 && suite.status === "failed") console.log(`${file}: ${relative(process.cwd(), suite.name)}\n      ${brief(suite.message)}`);
      for (const a of failures) console.log(`${file}: ${relative(process.cwd(), suite.name)} › ${a.fullName}\n      ${brief(a.failureMessages.join("\n"))}`);
    }
  } else if (Array.isArray(report.suites)) {
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected") continue;
          const last = test.results.at(-1);
          console.log(`${file}: [${test.projectName}] ${[...path, spec.title].join(" › ")}\n      ${brief(last?.error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites) walk(suite, [suite.title]);
  }
}
