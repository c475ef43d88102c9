import { useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, KeyRound, LinkIcon, LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link, useSearch } from "wouter";
import { resetPasswordFormSchema } from "@shared/validators/auth";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useResetPassword } from "../api/reset-password";
import { useVerifyResetToken } from "../api/verify-reset-token";
import { AuthShell } from "../components/auth-shell";

function IconHeader({
  icon,
  title,
  description,
  tone = "primary",
}: {
  icon: ReactNode;
  title: string;
  description: string;
  tone?: "primary" | "destructive" | "success";
}) {
  const toneClass = { primary: "bg-primary/10 text-primary", destructive: "bg-destructive/10 text-destructive", success: "bg-success/10 text-success" }[tone];
  return (
    <CardHeader className="items-center text-center">
      <div className={`mb-2 flex size-14 items-center justify-center rounded-full ${toneClass}`} aria-hidden="true">
        {icon}
      </div>
      <CardTitle as="h1" className="text-2xl">
        {title}
      </CardTitle>
      <CardDescription role="status" aria-live="polite">
        {description}
      </CardDescription>
    </CardHeader>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: "", confirmPassword: "" } });

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success("비밀번호 재설정 완료", { description: "새 비밀번호로 로그인해주세요." });
          onDone();
        },
        onError: (err) => toast.error("오류가 발생했습니다", { description: errorMessage(err, "비밀번호 재설정에 실패했습니다.") }),
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="새 비밀번호 설정">
        <div className="grid gap-2">
          <TextField control={form.control} name="newPassword" label="새 비밀번호" password autoComplete="new-password" placeholder="6자 이상 입력해주세요" />
          <PasswordStrengthMeter password={form.watch("newPassword")} />
        </div>
        <TextField
          control={form.control}
          name="confirmPassword"
          label="새 비밀번호 확인"
          password
          autoComplete="new-password"
          placeholder="새 비밀번호를 한 번 더 입력해주세요"
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          {reset.isPending ? "재설정 중..." : "비밀번호 재설정"}
        </Button>
      </form>
    </Form>
  );
}

/**
 * /reset-password-confirm?token=...: four states (spec): checking the token, invalid link, the new
 * password form, done.
 */
export function ResetPasswordConfirmPage() {
  usePageTitle("새 비밀번호 설정", "아트링크 계정의 새 비밀번호를 설정합니다.");
  const token = new URLSearchParams(useSearch()).get("token");
  const check = useVerifyResetToken(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthShell>
        <Card>
          <IconHeader
            tone="success"
            icon={<CircleCheck className="size-7" />}
            title="비밀번호 재설정 완료"
            description="비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요."
          />
          <CardContent>
            <Button asChild size="lg" className="w-full">
              <Link href="/auth">로그인하기</Link>
            </Button>
          </CardContent>
        </Card>
      </AuthShell>
    );
  }

  if (token && check.isPending) {
    return (
      <AuthShell>
        <Card>
          <IconHeader
            icon={<LoaderCircle className="size-7 animate-spin" />}
            title="링크 확인 중"
            description="토큰을 확인하고 있습니다. 잠시만 기다려주세요."
          />
        </Card>
      </AuthShell>
    );
  }

  if (!token || check.isError || !check.data?.valid) {
    return (
      <AuthShell>
        <Card>
          <IconHeader
            tone="destructive"
            icon={<LinkIcon className="size-7" />}
            title="유효하지 않은 링크"
            description="링크가 유효하지 않거나 만료되었습니다. 비밀번호 재설정을 다시 요청해주세요."
          />
          <CardContent className="flex flex-col gap-2">
            <Button asChild className="w-full">
              <Link href="/reset-password">새 링크 요청하기</Link>
            </Button>
            <Button asChild variant="outline" className="w-full">
              <Link href="/auth">로그인으로 돌아가기</Link>
            </Button>
          </CardContent>
        </Card>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <Card>
        <IconHeader icon={<KeyRound className="size-7" />} title="새 비밀번호 설정" description="새로 사용할 비밀번호를 입력해주세요." />
        <CardContent>
          <ResetForm token={token} onDone={() => setDone(true)} />
        </CardContent>
        <CardFooter className="justify-center">
          <Link href="/auth" className="rounded-sm text-sm text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            로그인으로 돌아가기
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
