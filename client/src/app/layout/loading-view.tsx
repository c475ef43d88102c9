import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

const sizes = {
  sm: { icon: "size-6", title: "text-sm", sub: "text-xs", gap: "gap-2" },
  md: { icon: "size-10", title: "text-base", sub: "text-sm", gap: "gap-3" },
  lg: { icon: "size-14", title: "text-lg", sub: "text-base", gap: "gap-4" },
} as const;

export interface LoadingViewProps {
  size?: keyof typeof sizes;
  message?: string;
  subMessage?: string;
  /** Fill the whole viewport (default) or just a generous block inside a page. */
  fullScreen?: boolean;
  className?: string;
}

/** Spec: a loading view in sizes sm, md (default) and lg; default text 'preparing...' / 'please wait'. */
export function LoadingView({ size = "md", message = "준비 중...", subMessage = "잠시만 기다려주세요", fullScreen = true, className }: LoadingViewProps) {
  const s = sizes[size];
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex w-full flex-col items-center justify-center px-4 text-center", s.gap, fullScreen ? "min-h-dvh" : "min-h-[50dvh] py-12", className)}
    >
      <LoaderCircle className={cn("animate-spin text-primary", s.icon)} aria-hidden="true" />
      <p className={cn("font-semibold text-foreground", s.title)}>{message}</p>
      {subMessage && <p className={cn("text-muted-foreground", s.sub)}>{subMessage}</p>}
    </div>
  );
}
