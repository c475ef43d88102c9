import type { ReactNode } from "react";
import { MailCheck } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthShell } from "./auth-shell";
import { ResendVerificationButton } from "./resend-verification";

/** After a sign-up that must verify its address: the server's message, the address, a resend button and the way back to log in. */
export function CheckEmailScreen({ email, message, hint }: { email: string; message: string; hint?: ReactNode }) {
  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheck className="size-7" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            이메일을 확인해주세요
          </CardTitle>
          <CardDescription role="status">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="rounded-md bg-muted px-4 py-3 text-center text-sm">
            <p className="font-semibold break-all">{email}</p>
            {hint && <p className="mt-1 text-muted-foreground">{hint}</p>}
          </div>
          <ResendVerificationButton email={email} className="w-full" />
          <Button asChild variant="ghost" className="w-full">
            <Link href="/auth">로그인 화면으로</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
