import { z } from "zod";
import { credentialJson } from "./identities";

export const securityMsg = {
  code: "인증 앱의 6자리 코드를 입력해주세요.",
  recoveryCode: "복구 코드를 정확히 입력해주세요.",
  oneProof: "비밀번호, 인증 코드 또는 패스키 중 하나로 확인해주세요.",
  password: "비밀번호를 입력해주세요.",
} as const;

/** A six-digit TOTP code (spaces a person types are dropped). */
export const totpCode = z
  .string({ error: securityMsg.code })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, securityMsg.code));

/** A recovery code as shown: letters and digits in groups ("abcde-fghij"); case and dashes are ignored. */
export const recoveryCode = z
  .string({ error: securityMsg.recoveryCode })
  .max(40, securityMsg.recoveryCode)
  .transform((s) => s.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, securityMsg.recoveryCode));

export const totpCodeSchema = z.object({ code: totpCode });

/** POST /api/auth/login/second-factor: a code or a recovery code. */
export const secondFactorLoginSchema = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: securityMsg.code, path: ["code"] });

/** POST /api/auth/reauth: exactly one proof. */
export const reauthSchema = z
  .object({
    password: z.string().min(1, securityMsg.password).max(200).optional(),
    code: totpCode.optional(),
    credential: credentialJson.optional(),
  })
  .refine((v) => [v.password, v.code, v.credential].filter((x) => x !== undefined).length === 1, { message: securityMsg.oneProof, path: ["password"] });

/** POST /api/auth/2fa/disable: the password (when the account has one) and a current code or a recovery code. */
export const disableTwoFactorSchema = z
  .object({ password: z.string().max(200).optional(), code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: securityMsg.code, path: ["code"] });
