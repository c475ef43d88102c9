import { capCount } from "@/lib/format";
import { cn } from "@/lib/cn";

/**
 * An unread count pill. Spec: 99+ in the header and the conversation list, 9+ in dashboard contexts
 * (pass cap 9 there).
 */
export function UnreadBadge({ count, cap = 99, className }: { count: number; cap?: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] leading-none font-bold text-destructive-foreground tabular-nums",
        className,
      )}
    >
      <span aria-hidden="true">{capCount(count, cap)}</span>
      <span className="sr-only">읽지 않은 메시지 {count}개</span>
    </span>
  );
}

/** Where the dashboards' and profiles' message actions go (spec: /messages?user={id}). */
export function messagesHref(userId: string): string {
  return `/messages?user=${encodeURIComponent(userId)}`;
}
