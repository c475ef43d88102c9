import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignInMethods } from "@/features/auth/api/identities";
import { errorMessage } from "@/lib/api-client";
import { sessionsKey, totpEnable, totpSetup, twoFactorDisable, twoFactorKey, useTwoFactor } from "../api/security";
import { withReauth } from "./reauth";

type Setup = Awaited<ReturnType<typeof totpSetup>>;

/** The TOTP second factor: turn on (QR code and key, a first code), recovery codes shown once, turn off. */
export function TwoFactorCard() {
  const status = useTwoFactor();
  const methods = useSignInMethods();
  const queryClient = useQueryClient();
  const id = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [disabling, setDisabling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorMessage(err, "처리하지 못했습니다. 다시 시도해주세요."));
    } finally {
      setPending(false);
    }
  };
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: twoFactorKey }), queryClient.invalidateQueries({ queryKey: sessionsKey })]);

  const start = () =>
    run(async () => {
      setSetup(await withReauth(totpSetup));
      setCode("");
    });
  const enable = () =>
    run(async () => {
      const answer = await withReauth(() => totpEnable(code));
      setSetup(null);
      setCode("");
      setCodes(answer.recoveryCodes);
      toast.success("2단계 인증을 켰습니다");
      await refresh();
    });
  const disable = () =>
    run(async () => {
      const proof = /^\d{6}$/.test(code.replace(/\s/g, "")) ? { code } : { recoveryCode: code };
      await twoFactorDisable({ ...(methods.data?.hasPassword === false ? {} : { password }), ...proof });
      setDisabling(false);
      setCode("");
      setPassword("");
      toast.success("2단계 인증을 껐습니다");
      await refresh();
    });

  const on = status.data?.totpEnabled;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          2단계 인증
        </CardTitle>
        <CardDescription>
          로그인할 때 비밀번호와 함께 인증 앱(Google Authenticator 등)의 6자리 코드를 입력합니다. 패스키 로그인은 그 자체로 2단계 인증입니다.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isLoading && <Skeleton className="h-10 w-40" />}

        {codes && (
          <section aria-labelledby={`${id}-codes`} className="grid gap-2 rounded-lg border border-primary/40 p-4">
            <h3 id={`${id}-codes`} className="text-sm font-semibold">
              복구 코드
            </h3>
            <p className="text-sm text-muted-foreground">
              휴대폰을 잃어버렸을 때 코드 대신 입력합니다. 각 코드는 한 번만 쓸 수 있고, 지금 한 번만 보여드립니다.
            </p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="복구 코드 목록">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div>
              <Button variant="outline" size="sm" onClick={() => setCodes(null)}>
                보관했습니다
              </Button>
            </div>
          </section>
        )}

        {status.data && !on && !setup && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">사용 안 함</p>
            <Button onClick={() => void start()} disabled={pending}>
              2단계 인증 켜기
            </Button>
          </div>
        )}

        {setup && (
          <form
            className="grid gap-3"
            aria-label="인증 앱 연결"
            onSubmit={(e) => {
              e.preventDefault();
              void enable();
            }}
          >
            <p className="text-sm">인증 앱으로 QR 코드를 스캔하거나 설정 키를 직접 입력한 뒤, 앱에 표시된 6자리 코드를 입력해주세요.</p>
            <img src={setup.qrCodeDataUrl} alt="인증 앱에 등록할 QR 코드" width={180} height={180} className="rounded border" />
            <div className="grid gap-1">
              <span className="text-sm font-medium" id={`${id}-secret-label`}>
                설정 키
              </span>
              <code aria-labelledby={`${id}-secret-label`} data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 text-sm">
                {setup.secret}
              </code>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-code`}>인증 코드</Label>
              <Input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                disabled={pending}
              />
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={pending || !code}>
                켜기
              </Button>
              <Button type="button" variant="outline" onClick={() => setSetup(null)} disabled={pending}>
                취소
              </Button>
            </div>
          </form>
        )}

        {on && !disabling && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm">
              <Badge variant="secondary" className="text-success">
                사용 중
              </Badge>
              <span className="text-muted-foreground">남은 복구 코드 {status.data?.recoveryCodesLeft}개</span>
            </p>
            <Button variant="outline" onClick={() => setDisabling(true)}>
              2단계 인증 끄기
            </Button>
          </div>
        )}

        {on && disabling && (
          <form
            className="grid gap-3"
            aria-label="2단계 인증 끄기"
            onSubmit={(e) => {
              e.preventDefault();
              void disable();
            }}
          >
            {methods.data?.hasPassword !== false && (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-password`}>비밀번호</Label>
                <PasswordInput
                  id={`${id}-password`}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={pending}
                />
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-off-code`}>인증 코드 또는 복구 코드</Label>
              <Input id={`${id}-off-code`} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} disabled={pending} />
            </div>
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={pending || !code}>
                끄기
              </Button>
              <Button type="button" variant="outline" onClick={() => setDisabling(false)} disabled={pending}>
                취소
              </Button>
            </div>
          </form>
        )}

        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
