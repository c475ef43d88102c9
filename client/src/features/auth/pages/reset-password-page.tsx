import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link } from "wouter";
import { emailOnlySchema } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useRequestPasswordReset } from "../api/reset-password-request";
import { AuthShell } from "../components/auth-shell";

/** /reset-password: asks for a reset link by e-mail. */
export function ResetPasswordPage() {
  usePageTitle("비밀번호 재설정", "가입한 이메일로 비밀번호 재설정 링크를 받으세요.");
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess: (data) => setSent({ email: values.email, message: data.message }),
      onError: (err) => toast.error("요청 실패", { description: errorMessage(err, "재설정 링크를 보내지 못했습니다. 잠시 후 다시 시도해주세요.") }),
    });
  });

  if (sent) {
    return (
      <AuthShell>
        <Card>
          <CardHeader className="items-center text-center">
            <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <MailCheck className="size-7" />
            </div>
            <CardTitle as="h1" className="text-2xl">
              메일을 확인해주세요
            </CardTitle>
            <CardDescription role="status">{sent.message}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="rounded-md bg-muted px-4 py-3 text-center text-sm">
              <p className="font-semibold break-all">{sent.email}</p>
              <p className="mt-1 text-muted-foreground">링크는 24시간 동안 유효합니다. 메일이 보이지 않으면 스팸 메일함도 확인해주세요.</p>
            </div>
            <Button asChild className="w-full">
              <Link href="/auth">로그인으로 돌아가기</Link>
            </Button>
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => {
                setSent(null);
                form.reset({ email: "" });
              }}
            >
              다른 이메일로 다시 요청하기
            </Button>
          </CardContent>
        </Card>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
            <KeyRound className="size-7" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            비밀번호 찾기
          </CardTitle>
          <CardDescription>가입한 이메일을 입력하시면 비밀번호 재설정 링크를 보내드립니다.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="비밀번호 재설정 요청">
              <TextField
                control={form.control}
                name="email"
                label="이메일"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="name@example.com"
              />
              <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
                {request.isPending && <Spinner />}
                {request.isPending ? "보내는 중..." : "재설정 링크 보내기"}
              </Button>
            </form>
          </Form>
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
