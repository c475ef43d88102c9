import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** What a visitor sees where a member's actions would be: sign in to apply. */
export function GuestActions({ open }: { open: boolean }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="text-base">
          프로젝트 지원
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          {open ? "아티스트 계정으로 로그인하면 이 프로젝트에 바로 지원할 수 있습니다." : "이 프로젝트는 현재 지원을 받지 않습니다."}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link href="/auth">
            <LogIn aria-hidden="true" />
            로그인하고 지원하기
          </Link>
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          아직 회원이 아니신가요?{" "}
          <Link href="/signup?role=artist" className="font-medium text-primary underline-offset-4 hover:underline">
            회원가입
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
