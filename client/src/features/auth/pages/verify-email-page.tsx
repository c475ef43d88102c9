import { useEffect, useRef, type ReactNode } from "react";
import { CircleCheck, CircleX, LinkIcon, LoaderCircle } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { VERIFY_REDIRECT_MS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { errorMessage } from "@/lib/api-client";
import { usePageTitle } from "@/lib/page-title";
import { useVerifyEmail } from "../api/verify-email";
import { AuthShell } from "../components/auth-shell";
import { ResendVerificationForm } from "../components/resend-verification";

function ResendSection() {
  return (
    <>
      <Separator />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">인증 메일을 다시 받으려면 가입한 이메일을 입력해주세요.</p>
        <ResendVerificationForm />
      </div>
    </>
  );
}

function StatusCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2" aria-hidden="true">
            {icon}
          </div>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription role="status" aria-live="polite">
            {description}
          </CardDescription>
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
      </Card>
    </AuthShell>
  );
}

/**
 * /verify-email?token=...: verifies once, never signs in (issue 25); moves on after 3 s to the dashboard
 * when this browser is already signed in as the account, else to the sign-in page.
 */
export function VerifyEmailPage() {
  usePageTitle("이메일 인증", "아트링크 계정의 이메일 주소를 인증합니다.");
  const token = new URLSearchParams(useSearch()).get("token");
  const [, navigate] = useLocation();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token is single-use: never send it twice (StrictMode runs effects twice in development).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    if (!verify.isSuccess) return;
    const next = verify.data.signedIn ? "/dashboard" : "/auth";
    const timer = window.setTimeout(() => navigate(next), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verify.isSuccess, verify.data, navigate]);

  if (!token) {
    return (
      <StatusCard
        icon={<LinkIcon className="size-12 text-destructive" />}
        title="유효하지 않은 링크입니다"
        description="인증 링크가 올바르지 않습니다. 메일에 있는 링크를 다시 눌러주시거나 인증 메일을 다시 요청해주세요."
      >
        <ResendSection />
      </StatusCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <StatusCard icon={<CircleCheck className="size-12 text-success" />} title="이메일 인증 완료" description={verify.data.message}>
        <p className="text-center text-sm text-muted-foreground">
          {verify.data.signedIn ? "잠시 후 대시보드로 이동합니다..." : "잠시 후 로그인 화면으로 이동합니다..."}
        </p>
        <Button asChild className="w-full">
          {verify.data.signedIn ? <Link href="/dashboard">지금 대시보드로 이동</Link> : <Link href="/auth">로그인하기</Link>}
        </Button>
      </StatusCard>
    );
  }

  if (verify.isError) {
    return (
      <StatusCard
        icon={<CircleX className="size-12 text-destructive" />}
        title="이메일 인증 실패"
        description={errorMessage(verify.error, "이메일 인증을 처리하는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.")}
      >
        <ResendSection />
        <Button asChild variant="ghost" className="w-full">
          <Link href="/auth">로그인 화면으로</Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={<LoaderCircle className="size-12 animate-spin text-primary" />}
      title="이메일 인증 중"
      description="이메일을 인증하는 중입니다. 잠시만 기다려주세요."
    />
  );
}
