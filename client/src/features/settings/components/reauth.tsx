import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { reauthWithCode, reauthWithPasskey, reauthWithPassword } from "../api/security";

/**
 * Re-authentication (issue 25): a sensitive change answered 403 `ReauthRequired` asks for the password,
 * an authenticator code or a passkey in a dialog, then the change is tried again. One dialog host on
 * the page (<ReauthDialogHost />); `withReauth(fn)` from anywhere.
 */
type Waiter = (ok: boolean) => void;
let open: ((resolve: Waiter) => void) | undefined;

export const isReauthRequired = (err: unknown) => err instanceof ApiRequestError && err.status === 403 && err.body?.code === "ReauthRequired";

/** Asks for re-authentication; resolves true once it succeeded, false when the dialog was closed. */
export function requestReauth(): Promise<boolean> {
  return new Promise((resolve) => (open ? open(resolve) : resolve(false)));
}

/** Runs `fn`; when it answers ReauthRequired, asks for re-authentication and runs it once more. */
export async function withReauth<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!isReauthRequired(err) || !(await requestReauth())) throw err;
    return fn();
  }
}

export function ReauthDialogHost() {
  const [waiter, setWaiter] = useState<Waiter | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  useEffect(() => {
    open = (resolve) => {
      setPassword("");
      setCode("");
      setError(null);
      setWaiter(() => resolve);
    };
    return () => {
      open = undefined;
    };
  }, []);

  const finish = (ok: boolean) => {
    waiter?.(ok);
    setWaiter(null);
  };
  const attempt = async (fn: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await fn();
      toast.success("본인 확인이 완료되었습니다");
      finish(true);
    } catch (err) {
      setError(errorMessage(err, "본인 확인에 실패했습니다. 다시 시도해주세요."));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={waiter !== null} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>본인 확인</DialogTitle>
          <DialogDescription>보안을 위해 비밀번호, 인증 앱의 코드 또는 패스키로 다시 확인해주세요. 확인 후 15분 동안 유지됩니다.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          aria-label="비밀번호로 확인"
          onSubmit={(e) => {
            e.preventDefault();
            if (password) void attempt(() => reauthWithPassword(password));
            else if (code) void attempt(() => reauthWithCode(code));
          }}
        >
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
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>또는 인증 앱의 6자리 코드</Label>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              disabled={pending}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => void attempt(reauthWithPasskey)} disabled={pending}>
              패스키로 확인
            </Button>
            <Button type="submit" disabled={pending || (!password && !code)}>
              확인
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
