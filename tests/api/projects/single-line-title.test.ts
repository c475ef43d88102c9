import { describe, expect, it } from "vitest";
import { projects } from "@shared/schema/index";
import { singleLineMessage } from "@shared/validators/text";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

// Penetration test of main (issue 30): project titles could hold line breaks (201 on main).
const t = await createTestApp();

describe("POST /api/projects with a line break in the title", () => {
  it("when the title holds a line break, then 400 with the Korean field message and nothing is written", async () => {
    const { agent } = await signedIn(t, "producer");
    const res = await agent.post("/api/projects").send({
      title: "봄 기획전\n[긴급] 지금 바로 지원",
      description: "전시 소개입니다. 함께할 작가를 찾습니다.",
      tags: ["전시"],
      location: "서울",
      deadline: "2099-01-01",
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.title).toEqual([singleLineMessage]);
    expect(await t.db.select().from(projects)).toHaveLength(0);
  });
});
