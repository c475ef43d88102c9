import { Construction } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

/** Placeholder until the messaging issue replaces it. */
export function MessagesPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">메시지</h1>
      <EmptyState icon={<Construction />} title="준비 중인 페이지입니다" description="더 좋은 모습으로 곧 찾아뵙겠습니다." />
    </section>
  );
}
