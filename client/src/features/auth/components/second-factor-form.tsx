import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { getUserQueryOptions } from "../api/get-user";

/**
 * The sign-in's second step when the account has TOTP on (issue 25): the 6-digit code of the
 * authenticator app, or one of the recovery codes.
 */
export function SecondFactorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await api("POST /api/auth/login/second-factor", { body: useRecovery ? { recoveryCode: value } : { code: value } });
      const { queryKey } = getUserQueryOptions();
      queryClient.setQueryData(queryKey, answer.user);
      await queryClient.invalidateQueries({ queryKey });
      onDone();
    } catch (err) {
      setError(errorMessage(err, "코드를 확인하지 못했습니다. 다시 시도해주세요."));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="2단계 인증">
      <p className="text-sm text-muted-foreground">
        {useRecovery
          ? "보관해 둔 복구 코드 하나를 입력해주세요. 각 코드는 한 번만 쓸 수 있습니다."
          : "2단계 인증이 켜져 있습니다. 인증 앱에 표시된 6자리 코드를 입력해주세요."}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{useRecovery ? "복구 코드" : "인증 코드"}</Label>
        <Input
          id={`${id}-code`}
          autoFocus
          inputMode={useRecovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending || !value}>
        {pending && <Spinner />}
        확인
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue("");
            setError(null);
          }}
        >
          {useRecovery ? "인증 코드 입력하기" : "복구 코드 사용하기"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          처음으로
        </Button>
      </div>
    </form>
  );
}
