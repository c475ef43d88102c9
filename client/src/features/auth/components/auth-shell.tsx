import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Centres an auth card; top-aligned on phones so the keyboard never hides the first field. */
export function AuthShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-14">
      <div className={cn("w-full max-w-md", className)}>{children}</div>
    </div>
  );
}
