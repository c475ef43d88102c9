import { useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link, useLocation, useSearch } from "wouter";
import { VERIFY_TOAST_MS } from "@shared/constants";
import { loginSchema } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, TextField } from "@/components/ui/form";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { SecondFactorForm } from "./second-factor-form";
import { VerificationDialog } from "./verification-dialog";

/** The e-mail sign-in; `after` (the other ways in) shows below it, but not during the second-factor step. */
export function LoginForm({ after }: { after?: ReactNode }) {
  const [, navigate] = useLocation();
  const login = useLogin();
  const search = useSearch();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // A provider sign-in of an account with TOTP on comes back to /auth?secondFactor=1 (issue 25).
  const [secondFactor, setSecondFactor] = useState(() => new URLSearchParams(search).get("secondFactor") === "1");
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) => ("secondFactorRequired" in answer ? setSecondFactor(true) : navigate("/dashboard")),
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 403 && err.body?.requiresEmailVerification) {
          setUnverifiedEmail(values.email);
          toast.warning("이메일 인증이 필요합니다", {
            description: "가입하신 이메일의 받은 메일함과 스팸 메일함에서 인증 메일을 확인해주세요.",
            duration: VERIFY_TOAST_MS,
          });
          return;
        }
        // 429, and a suspended account (issue 24: 403 Suspended says until when and how to appeal).
        if (err instanceof ApiRequestError && (err.status === 429 || err.body?.code === "Suspended")) {
          toast.error("로그인 실패", { description: errorMessage(err, "잠시 후 다시 시도해주세요."), duration: err.status === 403 ? 15_000 : undefined });
          return;
        }
        toast.error("로그인 실패", { description: "이메일 또는 비밀번호를 확인해주세요" });
      },
    });
  });

  if (secondFactor) {
    return (
      <SecondFactorForm
        onDone={() => navigate("/dashboard")}
        onCancel={() => {
          setSecondFactor(false);
          form.setValue("password", "");
          if (search) navigate("/auth", { replace: true });
        }}
      />
    );
  }

  return (
    <>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="로그인">
          <TextField
            control={form.control}
            name="email"
            label="이메일"
            type="email"
            autoComplete="email webauthn"
            inputMode="email"
            placeholder="name@example.com"
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between">
                  <FormLabel>비밀번호</FormLabel>
                  <Link
                    href="/reset-password"
                    className="rounded-sm text-sm text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    비밀번호를 잊으셨나요?
                  </Link>
                </div>
                <FormControl>
                  <PasswordInput autoComplete="current-password" placeholder="비밀번호" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <FormItem className="flex flex-row items-center gap-2">
                <FormControl>
                  <Checkbox checked={field.value ?? true} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} ref={field.ref} />
                </FormControl>
                <FormLabel className="font-normal">로그인 상태 유지</FormLabel>
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending && <Spinner />}
            {login.isPending ? "로그인 중..." : "로그인"}
          </Button>
        </form>
      </Form>
      {after}
      <VerificationDialog email={unverifiedEmail} onOpenChange={(open) => !open && setUnverifiedEmail(null)} />
    </>
  );
}
