import { Construction } from "lucide-react";
import { useParams } from "wouter";
import { EmptyState } from "@/components/ui/empty-state";

/** Placeholder for /artists/{id}, /producers/{id}, /users/{id} and /user/{id} until the profile issue. */
export function ProfilePage() {
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">프로필</h1>
      <p className="mt-1 truncate text-sm text-muted-foreground">사용자 {id}</p>
      <EmptyState icon={<Construction />} title="준비 중인 페이지입니다" description="더 좋은 모습으로 곧 찾아뵙겠습니다." />
    </section>
  );
}
