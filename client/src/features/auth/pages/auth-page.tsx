import { Link, Redirect } from "wouter";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/page-title";
import { AuthShell } from "../components/auth-shell";
import { LoginForm } from "../components/login-form";
import { SocialSignIn } from "../components/social-sign-in";
import { useAuth } from "../hooks/use-auth";

/** /auth: login. Signed-in visitors go straight to the dashboard. */
export function AuthPage() {
  usePageTitle("로그인", "아트링크에 로그인하고 프로젝트와 아티스트를 만나보세요.");
  const { user } = useAuth();
  if (user) return <Redirect to="/dashboard" replace />;

  return (
    <AuthShell>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            로그인
          </CardTitle>
          <CardDescription>아트링크에 오신 것을 환영합니다</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm after={<SocialSignIn passkey />} />
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          아직 회원이 아니신가요?
          <Link href="/signup" className="ml-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            회원가입
          </Link>
        </CardFooter>
      </Card>
    </AuthShell>
  );
}
