import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The frame of the sidebar cards: an icon, a heading and an optional link on the right. */
export function SidebarCard({
  icon,
  title,
  action,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `sidebar-${title.replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border bg-card p-4 shadow-xs sm:p-5", className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-[15px] font-bold">
          <span className="text-primary [&_svg]:size-[18px]" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
