import * as React from "react";
import { cn } from "@/lib/cn";

export interface EmptyStateProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "title"> {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  /** The title's element: h1 when the state is the whole page (a not-found or sign-in-needed page needs its heading). */
  titleAs?: "p" | "h1" | "h2";
}

/** Centered icon, title, optional description and action, for empty lists and placeholders. */
export function EmptyState({ icon, title, description, action, titleAs: Title = "p", className, ...props }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 px-4 py-12 text-center", className)} {...props}>
      {icon && (
        <div className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold">{title}</Title>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
