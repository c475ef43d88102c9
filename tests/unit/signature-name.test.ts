import { describe, expect, it } from "vitest";
import { signatureMatchesName } from "@shared/validators/contracts";

describe("signatureMatchesName", () => {
  const yoon = { lastName: "윤", firstName: "하늘" };
  it.each([
    ["윤하늘", true],
    [" 윤 하늘 ", true],
    ["하늘윤", true],
    ["윤하나", false],
    ["윤하", false],
    ["", false],
    ["   ", false],
  ])("when '%s' is typed for 윤하늘, then %s", (typed, expected) => {
    expect(signatureMatchesName(typed, yoon)).toBe(expected);
  });

  it("when the account name is Latin, then case and the order of the names do not matter", () => {
    const jane = { firstName: "Jane", lastName: "Doe" };
    expect(signatureMatchesName("jane doe", jane)).toBe(true);
    expect(signatureMatchesName("DOE JANE", jane)).toBe(true);
    expect(signatureMatchesName("Jane Do", jane)).toBe(false);
  });

  it("when the typed name is composed differently (NFD), then it still matches", () => {
    expect(signatureMatchesName("윤하늘".normalize("NFD"), yoon)).toBe(true);
  });

  it("when the account has no name, then nothing matches", () => {
    expect(signatureMatchesName("윤하늘", { firstName: null, lastName: null })).toBe(false);
  });
});
