import { Palette } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";

export function Logo({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      aria-label="아트링크 홈"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
        <Palette className="size-4.5" />
      </span>
      <span>아트링크</span>
    </Link>
  );
}
