import { FileQuestionMark } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { usePageTitle } from "@/lib/page-title";

/** The catch-all route. The English heading and hint are quoted by the spec. */
export function NotFound() {
  usePageTitle("페이지를 찾을 수 없습니다", "요청하신 페이지가 존재하지 않거나 이동되었습니다.");
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-8 text-center sm:pt-8">
          <FileQuestionMark className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="text-base font-medium">요청하신 페이지를 찾을 수 없습니다</p>
          <p className="text-sm text-muted-foreground">주소가 올바른지 확인해주세요. 페이지가 이동되었거나 삭제되었을 수 있습니다.</p>
          <p className="text-xs text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild className="mt-2">
            <Link href="/">홈으로 돌아가기</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
