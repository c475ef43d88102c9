import { useEffect, type MouseEvent } from "react";
import { CircleAlert, KeyRound } from "lucide-react";
import { toast } from "sonner";
import { useLocation, useSearch } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { browserSupportsAutofill, cancelPasskeyPrompt, oauthErrorMessage, providerStartUrl, useAuthProviders, usePasskeyLogin } from "../api/identities";
import { autofillOptionsPending, beforeSignIn, resetSignInOrder } from "../api/sign-in-order";
import { ProviderIcon, providerBrand } from "./provider-brand";

/** True for the browser's "the person closed the passkey prompt" and for a prompt we aborted ourselves. */
const isCancel = (err: unknown) => err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError");

function PasskeySignIn() {
  const [, navigate] = useLocation();
  const button = usePasskeyLogin();
  const autofill = usePasskeyLogin();

  // Conditional UI: where the browser offers passkeys in the e-mail field's autofill, wait for a pick there.
  // A waiting autofill request is ended when the page goes (in the app or by a reload), so it never
  // outlives the e-mail field it belongs to.
  useEffect(() => {
    let cancelled = false;
    let started = false;
    resetSignInOrder();
    const stop = () => {
      if (started) void cancelPasskeyPrompt();
    };
    void browserSupportsAutofill().then((ok) => {
      if (!ok || cancelled) return;
      started = true;
      autofill.mutate({ autofill: true }, { onSuccess: () => navigate("/dashboard"), onError: () => {} });
    });
    window.addEventListener("pagehide", stop);
    return () => {
      cancelled = true;
      window.removeEventListener("pagehide", stop);
      stop();
    };
    // Once per visit of the page.
  }, []);

  const signIn = () =>
    button.mutate(
      { autofill: false },
      {
        onSuccess: () => navigate("/dashboard"),
        onError: (err) => {
          if (isCancel(err)) return toast.info("패스키 로그인이 취소되었습니다.");
          if (err instanceof ApiRequestError) return toast.error("패스키 로그인 실패", { description: errorMessage(err, "다시 시도해주세요.") });
          toast.error("패스키 로그인 실패", { description: "이 브라우저에서 패스키를 사용할 수 없습니다." });
        },
      },
    );

  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={signIn} disabled={button.isPending}>
      {button.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
      패스키로 로그인
    </Button>
  );
}

/** A provider link: the browser follows it once the passkey autofill's request has settled (../api/sign-in-order.ts). */
function startProvider(e: MouseEvent<HTMLAnchorElement>) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const href = e.currentTarget.href;
  const settled = beforeSignIn();
  if (!autofillOptionsPending()) return;
  e.preventDefault();
  void settled.then(() => window.location.assign(href));
}

/**
 * The other ways in under the password form: Kakao, Naver and Google (only those configured) in
 * their brand colours and, on /auth, passkeys. Shows what went wrong when a provider sign-in came back
 * with an error.
 */
export function SocialSignIn({ passkey = false }: { passkey?: boolean }) {
  const providers = useAuthProviders().data?.providers ?? [];
  const error = new URLSearchParams(useSearch()).get("oauthError");
  if (!providers.length && !passkey && !error) return null;

  return (
    <div className="mt-6 flex flex-col gap-3">
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {oauthErrorMessage[error] ?? oauthErrorMessage.failed}
        </p>
      )}
      {(providers.length > 0 || passkey) && (
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          또는
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      {providers.map((p) => (
        <a
          key={p}
          href={providerStartUrl(p)}
          onClick={startProvider}
          className={cn(buttonVariants({ size: "lg" }), "relative w-full border", providerBrand[p].className)}
        >
          <ProviderIcon provider={p} className="absolute left-4" />
          {providerBrand[p].label}
        </a>
      ))}
      {passkey && <PasskeySignIn />}
    </div>
  );
}
