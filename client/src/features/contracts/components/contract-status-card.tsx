import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A centred message for the not-found, error and sign-in states of the contract pages. */
export function ContractStatusCard({
  icon,
  title,
  description,
  retry,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  retry?: () => void;
  action?: ReactNode;
}) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-8">
          {icon}
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {retry && (
              <Button variant="outline" onClick={retry}>
                다시 시도
              </Button>
            )}
            {action ?? (
              <Button asChild>
                <Link href="/dashboard">대시보드로 돌아가기</Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
