import { z } from "zod";
import { renamePasskeySchema, setPasswordSchema } from "@shared/validators/identities";
import { defineFeature, messageAnswer, named } from "../define";

// Issue 16's later routes (passkey rename, first password). Kept apart from paths/identities.ts,
// which was being written at the same time; the two may be folded together.

const PasskeyRenamedAnswer = named(
  "PasskeyRenamedAnswer",
  z.object({
    message: z.string(),
    passkey: z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  }),
);

/** server/features/identities/routes.ts, mounted at /api/auth. */
export const identityExtraPaths = defineFeature({
  tag: "sign-in-methods",
  description: "로그인 방법 관리: 패스키 이름 변경, 소셜 가입 계정의 비밀번호 설정",
  operations: [
    {
      method: "patch",
      path: "/api/auth/passkeys/{id}",
      summary: "Rename one of my passkeys (names are distinct within the account)",
      auth: "user",
      params: { id: "id" },
      body: named("RenamePasskeyInput", renamePasskeySchema),
      success: { status: 200, description: "Renamed", schema: PasskeyRenamedAnswer },
      errors: [400, 401, 404, 409],
    },
    {
      method: "post",
      path: "/api/auth/set-password",
      summary: "Set the first password of an account made through a provider (no current password; a sign-in of the last 15 minutes)",
      auth: "user",
      body: named("SetPasswordInput", setPasswordSchema),
      success: { status: 200, description: "Password set", schema: messageAnswer },
      errors: [400, 401, 409],
    },
  ],
});
