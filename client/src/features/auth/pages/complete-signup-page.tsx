import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { SearchX } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link, useLocation } from "wouter";
import type { PendingProviderSignup } from "@shared/api-types";
import { completeProviderSignupSchema, type CompleteProviderSignupInput } from "@shared/validators/identities";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, TextField } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useCompleteSignup, usePendingSignup } from "../api/identities";
import { AuthShell } from "../components/auth-shell";
import { CheckEmailScreen } from "../components/check-email-screen";
import { ConsentFields, noConsents } from "../components/consent-fields";
import { providerName } from "../components/provider-brand";
import { RoleStep } from "../components/role-step";
import { useAuth } from "../hooks/use-auth";

function CompleteForm({ pending, onMailSent }: { pending: PendingProviderSignup; onMailSent: (email: string, message: string) => void }) {
  const [, navigate] = useLocation();
  const complete = useCompleteSignup();
  const form = useForm<CompleteProviderSignupInput>({
    resolver: zodResolver(completeProviderSignupSchema),
    defaultValues: {
      userType: undefined as unknown as "artist",
      email: pending.email ?? "",
      firstName: pending.firstName,
      lastName: pending.lastName,
      ...noConsents,
    },
  });
  const email = form.watch("email");
  const role = form.watch("userType");
  const trusted = pending.emailVerified && pending.email !== null && email.trim().toLowerCase() === pending.email;

  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(values, {
      onSuccess: (data) => {
        if (data.requiresEmailVerification) return onMailSent(data.email, data.message);
        toast.success("가입이 완료되었습니다");
        navigate("/dashboard");
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.body?.fieldErrors) {
          for (const [k, v] of Object.entries(err.body.fieldErrors)) form.setError(k as keyof CompleteProviderSignupInput, { message: v[0] });
        }
        toast.error("가입하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="가입 완료">
        <RoleStep
          value={role ?? null}
          onSelect={(r) => form.setValue("userType", r, { shouldValidate: true })}
          error={form.formState.errors.userType?.message}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField control={form.control} name="lastName" label="성" autoComplete="family-name" />
          <TextField control={form.control} name="firstName" label="이름" autoComplete="given-name" />
        </div>
        <div className="grid gap-1.5">
          <TextField control={form.control} name="email" label="이메일" type="email" autoComplete="email" inputMode="email" />
          <p className="text-xs text-muted-foreground">
            {trusted
              ? `${providerName[pending.provider]}에서 인증된 이메일입니다. 바로 시작할 수 있습니다.`
              : "가입 후 이 주소로 보내는 인증 메일을 확인해야 로그인할 수 있습니다."}
          </p>
        </div>
        <ConsentFields control={form.control} setValue={form.setValue} />
        <Button type="submit" size="lg" className="w-full" disabled={complete.isPending}>
          {complete.isPending && <Spinner />}
          가입 완료
        </Button>
      </form>
    </Form>
  );
}

/** /auth/complete: a first sign-in through a provider chooses the role and accepts the terms here. */
export function CompleteSignupPage() {
  usePageTitle("가입 완료", "역할을 선택하고 약관에 동의하면 가입이 끝납니다.");
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const pending = usePendingSignup();
  const [mailSent, setMailSent] = useState<{ email: string; message: string } | null>(null);

  useEffect(() => {
    if (user && !mailSent) navigate("/dashboard", { replace: true });
  }, [user, mailSent, navigate]);

  if (mailSent) return <CheckEmailScreen email={mailSent.email} message={mailSent.message} />;

  const notFound = pending.error instanceof ApiRequestError && pending.error.status === 404;
  return (
    <AuthShell className={pending.data ? "max-w-2xl" : undefined}>
      <Card>
        <CardHeader className="gap-2 text-center">
          <CardTitle as="h1" className="text-2xl">
            {notFound ? "진행 중인 가입이 없습니다" : "가입 완료"}
          </CardTitle>
          <CardDescription>
            {pending.data
              ? `${providerName[pending.data.provider]} 계정으로 아트링크를 시작합니다. 어떤 회원으로 활동할지 선택해주세요.`
              : notFound
                ? "가입 시간이 지났거나 이미 완료되었습니다. 처음부터 다시 시도해주세요."
                : "가입 정보를 불러오는 중입니다."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {pending.isLoading ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : pending.data ? (
            <CompleteForm pending={pending.data} onMailSent={(email, message) => setMailSent({ email, message })} />
          ) : notFound ? (
            <div className="flex flex-col items-center gap-4 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
              <Button asChild className="w-full">
                <Link href="/auth">로그인 화면으로</Link>
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3 text-center" role="alert">
              <p className="text-sm text-muted-foreground">가입 정보를 불러오지 못했습니다.</p>
              <Button variant="outline" onClick={() => void pending.refetch()}>
                다시 시도
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
