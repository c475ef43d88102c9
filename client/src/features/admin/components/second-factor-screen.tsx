import { useId, useState, type FormEvent } from "react";
import { KeyRound, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { reauthWithCode, reauthWithPasskey } from "@/features/settings/api/security";

/** The console's own refusal (issue 25): staff whose session passed no second factor within 12 hours. */
export const isSecondFactorRequired = (err: unknown) => err instanceof ApiRequestError && err.status === 403 && err.body?.code === "SecondFactorRequired";

/**
 * Shown instead of the console's pages while the API answers 403 SecondFactorRequired: why, where to
 * turn an authenticator app on, and a re-authentication with its code (or a passkey) that opens the
 * console in this session for 12 hours.
 */
export function SecondFactorScreen({ onPassed }: { onPassed: () => void }) {
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const attempt = async (fn: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await fn();
      toast.success("2단계 인증을 확인했습니다");
      onPassed();
    } catch (err) {
      setError(errorMessage(err, "확인하지 못했습니다. 코드를 다시 확인해주세요."));
    } finally {
      setPending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void attempt(() => reauthWithCode(code.trim()));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto grid max-w-2xl gap-4" data-testid="second-factor-screen">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            2단계 인증이 필요합니다
          </h2>
          <p className="text-sm text-muted-foreground">
            운영자 콘솔은 회원의 개인정보와 신고 내용을 다루기 때문에, 최근 12시간 안에 2단계 인증(인증 앱의 코드 또는 패스키)을 거친 세션에서만 열립니다.
          </p>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">인증 앱을 이미 쓰고 있다면</CardTitle>
          <CardDescription>인증 앱에 표시된 6자리 코드로 지금 확인하면 이 기기에서 12시간 동안 콘솔을 이용할 수 있습니다.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-3" aria-label="인증 코드로 확인">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-code`}>인증 앱의 6자리 코드</Label>
              <Input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                disabled={pending}
                aria-describedby={error ? `${id}-error` : undefined}
                className="max-w-48"
              />
            </div>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={pending || !code.trim()}>
                {pending && <Spinner />}
                코드로 확인
              </Button>
              <Button type="button" variant="outline" onClick={() => void attempt(reauthWithPasskey)} disabled={pending}>
                <KeyRound aria-hidden="true" />
                패스키로 확인
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">아직 2단계 인증을 켜지 않았다면</CardTitle>
          <CardDescription>
            계정 설정의 '2단계 인증'에서 인증 앱을 연결하세요. 켜는 순간 이 세션은 확인된 것으로 처리되어 바로 콘솔로 돌아올 수 있습니다.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/account-settings">계정 설정에서 2단계 인증 켜기</Link>
          </Button>
          <Button type="button" variant="outline" onClick={onPassed}>
            다시 시도
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
