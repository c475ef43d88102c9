import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** An inline spinning icon; decorative, so pair it with visible text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn("size-4 animate-spin", className)} aria-hidden="true" />;
}
