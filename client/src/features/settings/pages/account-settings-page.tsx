import { LockKeyhole, ShieldCheck, TriangleAlert, UserRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { userTypeLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignInMethods } from "@/features/auth/api/identities";
import { useAuth } from "@/features/auth/exports";
import { usePageTitle } from "@/lib/page-title";
import { ChangePasswordDialog } from "../components/change-password-dialog";
import { DeleteAccountDialog } from "../components/delete-account-dialog";
import { MailPreferencesCard } from "../components/mail-preferences-card";
import { DataExportCard } from "../components/data-export-card";
import { ReauthDialogHost } from "../components/reauth";
import { SessionsCard, SignInHistoryCard } from "../components/sessions-card";
import { TwoFactorCard } from "../components/two-factor-card";
import { SetPasswordDialog } from "../components/set-password-dialog";
import { SignInMethodsCard } from "../components/sign-in-methods-card";
import { StorageUsageCard } from "../components/storage-usage-card";
import { SavedSearchesCard } from "@/features/saved-searches/exports";

function ReadOnlyField({ label, value, note }: { label: string; value: string; note: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly aria-readonly="true" aria-describedby={`${id}-note`} className="text-muted-foreground" />
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {note}
      </p>
    </div>
  );
}

function SettingRow({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

/**
 * The password row: the ordinary change, or, for an account made through a provider (no password
 * yet), setting a first one without a current password.
 */
function PasswordRow() {
  const methods = useSignInMethods();
  if (methods.data?.hasPassword === false) {
    return (
      <SettingRow
        title="비밀번호"
        description="소셜 계정으로 가입해 비밀번호가 없습니다. 비밀번호를 설정하면 이메일로도 로그인할 수 있습니다."
        action={<SetPasswordDialog />}
      />
    );
  }
  return (
    <SettingRow
      title="비밀번호"
      description="다른 사이트와 다른 비밀번호를 사용하면 계정을 더 안전하게 지킬 수 있습니다."
      action={methods.isLoading ? <Skeleton className="h-9 w-28" /> : <ChangePasswordDialog />}
    />
  );
}

/** /account-settings: basic info (read-only), security, e-mail notifications, saved searches, storage, danger zone. */
export function AccountSettingsPage() {
  usePageTitle("계정 설정", "아트링크 계정 정보, 비밀번호, 알림과 회원 탈퇴를 관리합니다.");
  const { user } = useAuth();
  usePageTitle("계정 설정");

  if (!user) {
    return (
      <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <LockKeyhole className="size-7" />
            </div>
            <CardTitle as="h1" className="text-2xl">
              로그인이 필요합니다
            </CardTitle>
            <CardDescription>계정 설정을 보려면 먼저 로그인해주세요.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Button asChild className="w-full">
              <Link href="/auth">로그인</Link>
            </Button>
            <Button asChild variant="ghost" className="w-full">
              <Link href="/">홈으로</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const profileHref = user.userType === "artist" ? `/artists/${user.id}` : `/producers/${user.id}`;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">계정 설정</h1>
      <p className="mt-1 text-sm text-muted-foreground">계정 정보와 보안 설정을 관리합니다.</p>

      <div className="mt-6 flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <UserRound className="size-5 text-primary" aria-hidden="true" />
              기본 정보
            </CardTitle>
            <CardDescription>
              이름과 소개 등 프로필 정보는{" "}
              <Link
                href={profileHref}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                내 프로필
              </Link>
              에서 수정할 수 있습니다.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ReadOnlyField label="이메일" value={user.email} note="이메일은 변경할 수 없습니다" />
            <ReadOnlyField label="계정 유형" value={userTypeLabel[user.userType]} note="계정 유형은 변경할 수 없습니다" />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              보안
            </CardTitle>
            <CardDescription>비밀번호와 이메일 인증 상태를 확인합니다.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <PasswordRow />
            <Separator />
            <SettingRow
              title="이메일 인증"
              description={user.email}
              action={
                <Badge variant="secondary" className="gap-1 text-success">
                  <ShieldCheck aria-hidden="true" />
                  인증됨
                </Badge>
              }
            />
          </CardContent>
        </Card>

        <SignInMethodsCard />
        <TwoFactorCard />
        <SessionsCard />
        <SignInHistoryCard />
        <DataExportCard />

        <MailPreferencesCard />
        <SavedSearchesCard />
        <StorageUsageCard />

        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
              <TriangleAlert className="size-5" aria-hidden="true" />
              위험 구역
            </CardTitle>
            <CardDescription>되돌릴 수 없는 작업입니다. 신중하게 진행해주세요.</CardDescription>
          </CardHeader>
          <CardContent>
            <SettingRow title="회원 탈퇴" description="탈퇴하면 계정과 활동 정보를 더 이상 이용할 수 없습니다." action={<DeleteAccountDialog />} />
          </CardContent>
        </Card>
      </div>
      <ReauthDialogHost />
    </div>
  );
}
