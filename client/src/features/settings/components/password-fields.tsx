import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { msg } from "@shared/validators/auth";
import { Label } from "@/components/ui/label";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { PasswordInput } from "@/components/ui/password-input";

type NewPasswordName = "newPassword" | "confirmPassword";

const newPasswordFields = [
  { name: "newPassword", label: "새 비밀번호" },
  { name: "confirmPassword", label: "새 비밀번호 확인" },
] as const;

/**
 * Spec: a password dialog shows only the first failing check, in the order of `names`. 'Fill in all
 * fields' points at whichever fields are still empty; any other message at its own field.
 */
export function firstPasswordError<N extends string>(names: readonly N[], errors: Partial<Record<N, FieldError>>, values: Record<N, string>) {
  const firstError = names.map((name) => errors[name]).find((e) => e != null);
  const isInvalid = (name: N) => {
    if (!firstError) return false;
    if (firstError.message === msg.fillAll) return !values[name];
    return !!errors[name];
  };
  return { firstError, isInvalid };
}

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  registration: UseFormRegisterReturn;
}

export function PasswordField({ id, label, autoComplete, invalid, describedBy, disabled, registration }: PasswordFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput id={id} autoComplete={autoComplete} aria-invalid={invalid} aria-describedby={describedBy} disabled={disabled} {...registration} />
    </div>
  );
}

interface NewPasswordFieldsProps {
  /** The form's one error paragraph; the fields' ids are made from it too. */
  errorId: string;
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  isInvalid: (name: NewPasswordName) => boolean;
  /** Name the error paragraph on both fields even when neither is invalid (a server error about the new password). */
  describeError?: boolean;
  disabled: boolean;
  /** The new password typed so far, for the strength meter under its field (issue 25). */
  newPassword?: string;
}

/** 새 비밀번호 and its confirmation, as the set- and change-password dialogs ask for them. */
export function NewPasswordFields({ errorId, register, isInvalid, describeError = false, disabled, newPassword = "" }: NewPasswordFieldsProps) {
  return (
    <>
      {newPasswordFields.map((f) => {
        const invalid = isInvalid(f.name);
        return (
          <div key={f.name} className="grid gap-2">
            <PasswordField
              id={`${errorId}-${f.name}`}
              label={f.label}
              autoComplete="new-password"
              invalid={invalid}
              describedBy={invalid || describeError ? errorId : undefined}
              disabled={disabled}
              registration={register(f.name)}
            />
            {f.name === "newPassword" && <PasswordStrengthMeter password={newPassword} />}
          </div>
        );
      })}
    </>
  );
}
