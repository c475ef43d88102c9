import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@shared/schema/index";
import { insertUser } from "../../factories/users";
import { createTestApp, login, TEST_PASSWORD } from "../../setup/test-app";

const t = await createTestApp();

const loginStatus = async (email: string, password: string) => (await t.request.post("/api/auth/login").send({ email, password })).status;

async function signedIn() {
  const user = await insertUser(t.db);
  const agent = t.agent();
  await login(agent, user.email);
  return { user, agent };
}

describe("POST /api/auth/change-password", () => {
  it("when nobody is signed in, then it answers 401", async () => {
    const res = await t.request.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "brand-new-pw" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("Unauthorized");
  });

  it("when the current password is wrong, then it answers 400 and the password is unchanged", async () => {
    const { user, agent } = await signedIn();
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: "wrong-password", newPassword: "brand-new-pw" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("현재 비밀번호가 올바르지 않습니다.");
    expect(res.body.fieldErrors).toEqual({ currentPassword: ["현재 비밀번호가 올바르지 않습니다."] });
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it("when the new password equals the current one, then it answers 400", async () => {
    const { agent } = await signedIn();
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("현재 비밀번호와 새 비밀번호가 같습니다.");
    expect(res.body.fieldErrors.newPassword).toEqual(["현재 비밀번호와 새 비밀번호가 같습니다."]);
  });

  it("when the new password is shorter than 6 characters, then it answers 400", async () => {
    const { user, agent } = await signedIn();
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("새 비밀번호는 최소 6자 이상이어야 합니다.");
    expect(res.body.fieldErrors.newPassword).toEqual(["새 비밀번호는 최소 6자 이상이어야 합니다."]);
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it("when a field is empty, then it answers 400 asking to fill in all fields", async () => {
    const { agent } = await signedIn();
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: "", newPassword: "brand-new-pw" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("모든 항목을 입력해주세요.");
    const missing = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.newPassword).toEqual(["모든 항목을 입력해주세요."]);
  });

  it("when the account was deleted behind the session, then it answers 401", async () => {
    const { user, agent } = await signedIn();
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "brand-new-pw" });
    expect(res.status).toBe(401);
  });

  it("when it succeeds, then only the new password signs in, this session stays and the user's other sessions end", async () => {
    const { user, agent } = await signedIn();
    const otherDevice = t.agent();
    await login(otherDevice, user.email);
    const someoneElse = await signedIn();

    const res = await agent.post("/api/auth/change-password").send({ currentPassword: TEST_PASSWORD, newPassword: "brand-new-pw" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("비밀번호가 변경되었습니다.");

    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const other = await otherDevice.get("/api/auth/user");
    expect(other.status).toBe(401);
    expect(other.body.code).toBe("Unauthorized");
    // Another user's session is untouched.
    expect((await someoneElse.agent.get("/api/auth/user")).status).toBe(200);

    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, "brand-new-pw")).toBe(200);
  });
});
