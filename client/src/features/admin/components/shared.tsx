import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api-client";

/** Small pieces the console's sections share. */
export const kindLabel: Record<string, string> = { post: "게시글", comment: "댓글", message: "메시지", user: "프로필", project: "프로젝트" };
export const actionLabel: Record<string, string> = { dismiss: "기각", hide: "숨김", delete: "삭제" };
export const roleLabel: Record<string, string> = { operator: "운영자", admin: "관리자" };
export const categoryLabel: Record<string, string> = {
  general: "일반 문의",
  support: "고객 지원",
  bug: "버그 신고",
  feature: "기능 제안",
  partnership: "제휴 문의",
};

const kst = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", dateStyle: "medium", timeStyle: "short" });
export const dateTime = (iso: string | null | undefined) => (iso ? kst.format(new Date(iso)) : "—");
export const isForever = (iso: string | null) => Boolean(iso?.startsWith("9999"));

export function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) return err.body?.message ?? err.message;
  return "요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.";
}

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold">{children}</h2>
      {action}
    </div>
  );
}

/** Status filter as a pair of toggle buttons. */
export function StatusToggle<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: Array<[T, string]>;
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border p-0.5">
      {options.map(([v, text]) => (
        <Button key={v} type="button" size="sm" variant={value === v ? "default" : "ghost"} aria-pressed={value === v} onClick={() => onChange(v)}>
          {text}
        </Button>
      ))}
    </div>
  );
}

export function MoreButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button type="button" variant="outline" onClick={onClick} disabled={loading}>
        {loading && <Spinner />}더 보기
      </Button>
    </div>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center py-10" role="status" aria-label="불러오는 중">
      <Spinner />
    </div>
  );
}

export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorText(error)}
    </p>
  );
}
