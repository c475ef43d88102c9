import { useRef } from "react";
import { Search, X } from "lucide-react";
import { SEARCH_TEXT_MAX } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useDebouncedCommit } from "@/lib/use-debounced-commit";
import { cleanSearchText } from "../lib/project-filters";
import { holdEnterWhileComposing } from "@/lib/ime";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";

export interface ProjectSearchInputProps {
  /** The search text in effect (from the address bar). */
  value: string;
  /** Called ~300 ms after typing stops, or at once on Enter, with the cleaned text. */
  onCommit: (text: string) => void;
  /**
   * The other filters in effect, as a query string. Before the page's script has taken over (a visitor's
   * server-rendered /projects), Enter submits the form natively: the box and these hidden fields make
   * that a GET of /projects?search=..&.. , which the server renders, instead of a bare /projects? .
   */
  keep?: string;
  className?: string;
}

/** The text search box of /projects: typed text is applied after a short pause. */
export function ProjectSearchInput({ value, onCommit, keep = "", className }: ProjectSearchInputProps) {
  const { text, setText, submit, composition } = useDebouncedCommit(value, onCommit, cleanSearchText);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, setText);

  return (
    <form role="search" action="/projects" onSubmit={submit} onKeyDown={holdEnterWhileComposing} {...composition} className={cn("relative", className)}>
      <label htmlFor="project-search" className="sr-only">
        프로젝트 검색
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      {[...new URLSearchParams(keep)].map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <Input
        ref={input}
        id="project-search"
        name="search"
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder="프로젝트명, 키워드 검색"
        autoComplete="off"
        enterKeyHint="search"
        className={cn("h-12 rounded-xl pl-11 text-base md:text-[15px] [&::-webkit-search-cancel-button]:hidden", text ? "pr-11" : "pr-3")}
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
