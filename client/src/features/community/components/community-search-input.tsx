import { Search, X } from "lucide-react";
import { SEARCH_TEXT_MAX } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useDebouncedCommit } from "@/lib/use-debounced-commit";
import { cleanSearchText } from "../lib/community-filters";
import { holdEnterWhileComposing } from "@/lib/ime";

/** The feed's text search: applied ~300 ms after typing stops, or at once on Enter. */
export function CommunitySearchInput({ value, onCommit, className }: { value: string; onCommit: (text: string) => void; className?: string }) {
  const { text, setText, submit, composition } = useDebouncedCommit(value, onCommit, cleanSearchText);

  return (
    <form role="search" onSubmit={submit} onKeyDown={holdEnterWhileComposing} {...composition} className={cn("relative", className)}>
      <label htmlFor="community-search" className="sr-only">
        게시글 검색
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id="community-search"
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder="게시글 내용, 태그 검색"
        autoComplete="off"
        enterKeyHint="search"
        className={cn("h-11 rounded-xl pl-11 text-base md:text-[15px] [&::-webkit-search-cancel-button]:hidden", text ? "pr-11" : "pr-3")}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText("")}
          aria-label="검색어 지우기"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
