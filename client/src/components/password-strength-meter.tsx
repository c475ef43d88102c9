import { useEffect, useId, useState } from "react";
import { cn } from "@/lib/cn";
import type { PasswordStrength } from "@/lib/password-strength";

const COLORS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"] as const;

/**
 * A strength meter under a new-password field (issue 25): five bars, the Korean label (매우 약함 .. 매우
 * 강함) and up to two hints. The estimator (zxcvbn-ts and its dictionaries) is imported the first time
 * someone types, so pages that show this do not download it up front.
 */
export function PasswordStrengthMeter({ password, userInputs = [], className }: { password: string; userInputs?: string[]; className?: string }) {
  const id = useId();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join("\u0000");

  useEffect(() => {
    if (!password) return;
    let live = true;
    const timer = setTimeout(() => {
      void import("@/lib/password-strength")
        .then((m) => m.passwordStrength(password, inputsKey ? inputsKey.split("\u0000") : []))
        .then((s) => live && setStrength(s))
        .catch(() => undefined); // advice only: the server checks the password anyway
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password) return null;
  // Shown from the first keystroke, before the estimator has loaded, so the fields and boxes below do not
  // jump down under a pointer a moment later (a click aimed at a consent box landed on the gap once).
  return (
    <div className={cn("grid gap-1", className)} data-testid="password-strength" aria-busy={strength ? undefined : true}>
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={cn("h-1.5 flex-1 rounded-full", strength && i <= strength.score ? COLORS[strength.score] : "bg-muted")} />
        ))}
      </div>
      <p id={id} className="text-xs text-muted-foreground" aria-live="polite">
        비밀번호 강도: <span className="font-medium text-foreground">{strength ? strength.label : "확인 중…"}</span>
        {strength && strength.hints.length > 0 && <> · {strength.hints.join(" ")}</>}
      </p>
    </div>
  );
}
