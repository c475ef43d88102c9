import { useState } from "react";
import { Link, Redirect, useSearch } from "wouter";
import { USER_TYPES, type UserType } from "@shared/constants";
import type { SignupFormInput } from "@shared/validators/auth";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { AuthShell } from "../components/auth-shell";
import { CheckEmailScreen } from "../components/check-email-screen";
import { RoleStep } from "../components/role-step";
import { SignupForm } from "../components/signup-form";
import { SocialSignIn } from "../components/social-sign-in";
import { useAuth } from "../hooks/use-auth";

function roleFromSearch(search: string): UserType | null {
  const role = new URLSearchParams(search).get("role");
  return (USER_TYPES as readonly string[]).includes(role ?? "") ? (role as UserType) : null;
}

type Step = "role" | "info";

function StepIndicator({ step }: { step: Step }) {
  const steps: { key: Step; label: string }[] = [
    { key: "role", label: "역할 선택" },
    { key: "info", label: "기본 정보" },
  ];
  return (
    <ol className="flex items-center justify-center gap-2 text-sm" aria-label="가입 단계">
      {steps.map((s, i) => {
        const current = s.key === step;
        const done = step === "info" && s.key === "role";
        return (
          <li key={s.key} className="flex items-center gap-2" aria-current={current ? "step" : undefined}>
            {i > 0 && <span className="h-px w-6 bg-border" aria-hidden="true" />}
            <span
              className={cn(
                "flex size-6 items-center justify-center rounded-full text-xs font-bold",
                current || done ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className={current ? "font-semibold" : "text-muted-foreground"}>
              <span className="sr-only">{i + 1}단계: </span>
              {s.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** /signup: role, then basic info (?role=artist|producer preselects and skips to step 2). */
export function SignupPage() {
  usePageTitle("회원가입", "제작자 또는 아티스트로 아트링크에 가입하세요. 가입과 이용은 무료입니다.");
  const { user } = useAuth();
  const search = useSearch();
  const initialRole = roleFromSearch(search);
  const [role, setRole] = useState<UserType | null>(initialRole);
  const [step, setStep] = useState<Step>(initialRole ? "info" : "role");
  const [draft, setDraft] = useState<Partial<SignupFormInput>>({});
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);

  if (registered) {
    return (
      <CheckEmailScreen
        email={registered.email}
        message={registered.message}
        hint="위 주소로 보낸 인증 링크를 눌러 가입을 완료해주세요. 메일이 보이지 않으면 스팸 메일함도 확인해주세요."
      />
    );
  }

  if (user) return <Redirect to="/dashboard" replace />;

  return (
    <AuthShell className={step === "role" ? "max-w-2xl" : undefined}>
      <Card>
        <CardHeader className="gap-3 text-center">
          <CardTitle as="h1" className="text-2xl">
            회원가입
          </CardTitle>
          <CardDescription>아트링크에서 문화예술 협업을 시작해보세요</CardDescription>
          <StepIndicator step={step} />
        </CardHeader>
        <CardContent>
          {step === "role" || !role ? (
            <RoleStep
              value={role}
              onSelect={(r) => {
                setRole(r);
                setStep("info");
              }}
            />
          ) : (
            <SignupForm
              role={role}
              draft={draft}
              onDraftChange={setDraft}
              onChangeRole={() => setStep("role")}
              onRegistered={(email, message) => setRegistered({ email, message })}
            />
          )}
          <SocialSignIn />
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          이미 계정이 있으신가요?
          <Link href="/auth" className="ml-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            로그인
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
