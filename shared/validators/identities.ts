import { z } from "zod";
import { singleLine } from "./text";
import { PASSWORD_MIN, USER_TYPES } from "../constants";
import { consentFields, fitsPasswordMax, msg } from "./auth";

export const identityMsg = {
  passkeyName: "패스키 이름을 입력해주세요.",
  passkeyNameMax: "패스키 이름은 50자 이하로 입력해주세요.",
  credential: "패스키 응답이 올바르지 않습니다. 다시 시도해주세요.",
} as const;

const userType = z.enum(USER_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? msg.userTypeMissing : msg.userTypeInvalid),
});

/** The completion step of a first sign-in through a provider: role, names, e-mail and the consents (as a password sign-up). */
export const completeProviderSignupSchema = z.object({
  userType,
  email: z.string({ error: msg.email }).trim().toLowerCase().email(msg.email).max(255, msg.email),
  firstName: singleLine(z.string({ error: msg.firstName }).trim().min(1, msg.firstName).max(50, msg.nameMax)),
  lastName: singleLine(z.string({ error: msg.lastName }).trim().min(1, msg.lastName).max(50, msg.lastNameMax)),
  ...consentFields,
});
export type CompleteProviderSignupInput = z.input<typeof completeProviderSignupSchema>;

/** Linking a provider asks for the password again (absent for accounts made through a provider). */
export const linkProviderSchema = z.object({
  password: z.string().max(200, msg.passwordMax).optional(),
});

export const providerStartQuerySchema = z.object({
  remember: z.enum(["0", "1"]).optional(),
});

/** A WebAuthn response as @simplewebauthn/browser produces it; checked in depth by the server library. */
const credentialJson = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

const passkeyName = z.string({ error: identityMsg.passkeyName }).trim().min(1, identityMsg.passkeyName).max(50, identityMsg.passkeyNameMax);

export const registerPasskeySchema = z.object({
  name: passkeyName,
  credential: credentialJson,
});

/** PATCH /api/auth/passkeys/:id: a new name (the same rules as when it was registered). */
export const renamePasskeySchema = z.object({ name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;

const newPassword = z
  .string({ error: msg.fillAll })
  .min(1, { error: msg.fillAll, abort: true })
  .min(PASSWORD_MIN, msg.newPasswordMin)
  .refine(fitsPasswordMax, msg.passwordMax);

/**
 * POST /api/auth/set-password: the first password of an account made through a provider. No current
 * password (there is none); the server asks for a recent sign-in instead.
 */
export const setPasswordSchema = z.object({ newPassword });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The set-password dialog: the new password twice; confirmPassword is never sent. */
export const setPasswordFormSchema = z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((v, ctx) => {
  if (!v.newPassword || !v.confirmPassword) ctx.addIssue({ code: "custom", message: msg.fillAll, path: ["newPassword"] });
  else if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", message: msg.newConfirmMismatch, path: ["confirmPassword"] });
  else if (v.newPassword.length < PASSWORD_MIN) ctx.addIssue({ code: "custom", message: msg.newPasswordMin, path: ["newPassword"] });
  else if (!fitsPasswordMax(v.newPassword)) ctx.addIssue({ code: "custom", message: msg.passwordMax, path: ["newPassword"] });
});
export type RegisterPasskeyInput = z.input<typeof registerPasskeySchema>;

export { credentialJson };
export const passkeyLoginSchema = z.object({
  credential: credentialJson,
  rememberMe: z.boolean().optional().default(true),
});
