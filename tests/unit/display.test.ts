import { describe, expect, it } from "vitest";
import { displayName, WITHDRAWN_USER_NAME } from "@shared/display";

describe("displayName", () => {
  it("when both names are set, then it shows them in Korean order (last name first, no space)", () => {
    expect(displayName({ firstName: "지민", lastName: "김" })).toBe("김지민");
  });

  it("when only one name is set, then it shows that one", () => {
    expect(displayName({ firstName: "지민", lastName: null })).toBe("지민");
    expect(displayName({ firstName: null, lastName: "김" })).toBe("김");
  });

  it("when no name is set, then it falls back to the e-mail", () => {
    expect(displayName({ firstName: null, lastName: null, email: "a@example.com" })).toBe("a@example.com");
    expect(displayName({ firstName: "  ", lastName: "", email: "a@example.com" })).toBe("a@example.com");
  });

  it("when the account is withdrawn, then it shows the withdrawn label even if names remain", () => {
    expect(WITHDRAWN_USER_NAME).toBe("탈퇴한 사용자");
    expect(displayName({ firstName: "지민", lastName: "김", isDeleted: true })).toBe("탈퇴한 사용자");
  });

  it("when there is no user or nothing to show, then it shows the withdrawn label", () => {
    expect(displayName(null)).toBe(WITHDRAWN_USER_NAME);
    expect(displayName(undefined)).toBe(WITHDRAWN_USER_NAME);
    expect(displayName({})).toBe(WITHDRAWN_USER_NAME);
  });
});
