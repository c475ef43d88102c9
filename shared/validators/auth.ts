import { z } from "zod";
import { singleLine } from "./text";
import { DELETE_CONFIRM_PHRASE, PASSWORD_MAX, PASSWORD_MIN, USER_TYPES } from "../constants";

export const msg = {
  email: "유효한 이메일 주소를 입력해주세요",
  passwordMin: "비밀번호는 최소 6자 이상이어야 합니다",
  passwordRequired: "비밀번호를 입력해주세요",
  passwordMismatch: "비밀번호가 일치하지 않습니다",
  firstName: "이름을 입력해주세요",
  lastName: "성을 입력해주세요",
  userTypeMissing: "사용자 타입을 선택해주세요",
  userTypeInvalid: "유효하지 않은 사용자 타입입니다",
  discipline: "분야를 목록에서 선택해주세요.",
  tokenRequired: "유효하지 않은 링크입니다",
  fillAll: "모든 항목을 입력해주세요.",
  newConfirmMismatch: "새 비밀번호와 확인 비밀번호가 일치하지 않습니다.",
  newPasswordMin: "새 비밀번호는 최소 6자 이상이어야 합니다.",
  samePassword: "현재 비밀번호와 새 비밀번호가 같습니다.",
  confirmTextMismatch: "확인 문구가 일치하지 않습니다. 정확히 입력해주세요.",
  reasonRequired: "탈퇴 사유를 입력해주세요.",
  nameMax: "이름은 50자 이하로 입력해주세요",
  lastNameMax: "성은 50자 이하로 입력해주세요",
  passwordMax: "비밀번호는 128자 이하로 입력해주세요",
  reasonMax: "탈퇴 사유는 1000자 이하로 입력해주세요.",
  agreeTerms: "이용약관에 동의해주세요.",
  agreePrivacy: "개인정보 수집·이용에 동의해주세요.",
  agreeAge14: "만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해주세요.",
} as const;

/**
 * The three required consents of every sign-up, by password or through a provider (issue 31); each is
 * stored with its version (CONSENT_VERSIONS) and time.
 */
export const consentFields = {
  agreeTerms: z.literal(true, { error: msg.agreeTerms }),
  agreePrivacy: z.literal(true, { error: msg.agreePrivacy }),
  agreeAge14: z.literal(true, { error: msg.agreeAge14 }),
};

/** Up to 128 characters of any script (issue 25); the server pre-hashes one longer than bcrypt's 72 bytes. */
export const fitsPasswordMax = (s: string) => [...s].length <= PASSWORD_MAX;
const newPassword = (minMessage: string) => z.string({ error: minMessage }).min(PASSWORD_MIN, minMessage).refine(fitsPasswordMax, msg.passwordMax);

const email = z.string({ error: msg.email }).trim().toLowerCase().email(msg.email).max(255, msg.email);
const userType = z.enum(USER_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? msg.userTypeMissing : msg.userTypeInvalid),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: msg.passwordRequired }).min(1, msg.passwordRequired).max(200, msg.passwordMax),
  rememberMe: z.boolean().optional().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword(msg.passwordMin),
  firstName: singleLine(z.string({ error: msg.firstName }).trim().min(1, msg.firstName).max(50, msg.nameMax)),
  lastName: singleLine(z.string({ error: msg.lastName }).trim().min(1, msg.lastName).max(50, msg.lastNameMax)),
  userType,
  ...consentFields,
  // Checked against DISCIPLINES by the server: the list stays out of the first view's bundle (its budget).
  discipline: z.string({ error: msg.discipline }).max(20, msg.discipline).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the register payload plus a confirmation that must match. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: msg.passwordMismatch, path: ["confirmPassword"] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const tokenSchema = z.object({ token: z.string({ error: msg.tokenRequired }).min(1, msg.tokenRequired).max(255, msg.tokenRequired) });

export const resetPasswordSchema = z.object({
  token: z.string({ error: msg.tokenRequired }).min(1, msg.tokenRequired).max(255, msg.tokenRequired),
  newPassword: newPassword(msg.passwordMin),
});

/** The reset form: new password and its confirmation; confirmPassword is never sent. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPassword(msg.passwordMin),
    confirmPassword: z.string().min(PASSWORD_MIN, msg.passwordMin),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: msg.passwordMismatch, path: ["confirmPassword"] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: msg.fillAll }).min(1, msg.fillAll).max(200, msg.passwordMax),
    newPassword: z
      .string({ error: msg.fillAll })
      .min(1, { error: msg.fillAll, abort: true })
      .min(PASSWORD_MIN, msg.newPasswordMin)
      .refine(fitsPasswordMax, msg.passwordMax),
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: msg.samePassword, path: ["newPassword"] });

/**
 * The change-password dialog checks in the spec's order and reports only the first failure:
 * all filled, new equals confirm, new at least 6, new differs from current.
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: msg.fillAll, path: ["currentPassword"] });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: msg.newConfirmMismatch, path: ["confirmPassword"] });
    } else if (v.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: msg.newPasswordMin, path: ["newPassword"] });
    } else if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: "custom", message: msg.samePassword, path: ["newPassword"] });
    }
  });

export const deleteAccountSchema = z.object({
  /** Required of an account with a password (issue 25); one without re-authenticates instead. */
  password: z.string().max(200, msg.passwordMax).optional(),
  confirmText: z.string({ error: msg.confirmTextMismatch }).refine((t) => t === DELETE_CONFIRM_PHRASE, msg.confirmTextMismatch),
  reason: z.string({ error: msg.reasonRequired }).trim().min(1, msg.reasonRequired).max(1000, msg.reasonMax),
});
