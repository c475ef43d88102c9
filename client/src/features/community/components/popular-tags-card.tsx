import { Hash } from "lucide-react";
import type { CommunityTagCount } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { SidebarCard } from "./sidebar-card";

export interface PopularTagsCardProps {
  tags: CommunityTagCount[] | undefined;
  isLoading: boolean;
  selected: string[];
  onToggle: (name: string) => void;
}

/** The most used community tags with their post counts; pressing one filters the feed. */
export function PopularTagsCard({ tags, isLoading, selected, onToggle }: PopularTagsCardProps) {
  const isOn = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  return (
    <SidebarCard icon={<Hash />} title="인기 태그">
      {isLoading ? (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-7 w-16 rounded-full" />
          ))}
        </div>
      ) : !tags?.length ? (
        <p className="text-sm text-muted-foreground">아직 태그가 없습니다.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((t) => {
            const on = isOn(t.name);
            return (
              <li key={t.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onToggle(t.name)}
                  className={cn(
                    "inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-[13px] font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    on ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:border-primary/40 hover:text-primary",
                  )}
                >
                  #{t.name}
                  <span className={cn("text-[11px] tabular-nums", on ? "text-primary-foreground/80" : "text-muted-foreground")}>{t.count}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SidebarCard>
  );
}
