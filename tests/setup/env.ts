// Loaded in every test worker before the test file.
process.env.TZ = "Asia/Seoul";

import { afterAll, afterEach } from "vitest";
import { takeAnswerViolations } from "../../server/http/answer-check";

// The contract check (decision 028): an answer that breaks its operation's contract (an undocumented
// status or field, a wrong type) fails the test whose request caused it.
function failOnViolations() {
  const violations = takeAnswerViolations();
  if (violations.length) throw new Error(`answers outside the API contract:\n- ${[...new Set(violations)].join("\n- ")}`);
}
afterEach(failOnViolations);
afterAll(failOnViolations);
