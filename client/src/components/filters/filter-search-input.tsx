import { useRef } from "react";
import { Search, X } from "lucide-react";
import { SEARCH_TEXT_MAX } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { holdEnterWhileComposing } from "@/lib/ime";
import { cleanSearchText } from "@/lib/url-filters";
import { useDebouncedCommit } from "@/lib/use-debounced-commit";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";

const NO_INPUT = { current: null };

export interface FilterSearchInputProps {
  id: string;
  /** The box's accessible name (a visually hidden label). */
  label: string;
  placeholder: string;
  /** The search text in effect (from the address bar). */
  value: string;
  /** Called ~300 ms after typing stops, or at once on Enter, with the cleaned text. */
  onCommit: (text: string) => void;
  /**
   * For a server-rendered list (a visitor's /projects): before the page's script has taken over, Enter
   * submits the form natively to `action`, the box as `search` and `keep` (the other filters in effect, as
   * a query string) as hidden fields, which the server renders; text typed meanwhile is searched once the
   * script runs.
   */
  serverForm?: { action: string; keep: string };
  /** A slightly lower box (the community feed). */
  compact?: boolean;
  className?: string;
}

/** A list page's text search: typed text is applied after a short pause, IME compositions held whole. */
export function FilterSearchInput({ id, label, placeholder, value, onCommit, serverForm, compact, className }: FilterSearchInputProps) {
  const { text, setText, submit, composition } = useDebouncedCommit(value, onCommit, cleanSearchText);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(serverForm ? input : NO_INPUT, text, setText);

  return (
    <form
      role="search"
      action={serverForm?.action}
      onSubmit={submit}
      onKeyDown={holdEnterWhileComposing}
      {...composition}
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      {serverForm && [...new URLSearchParams(serverForm.keep)].map(([name, v]) => <input key={name} type="hidden" name={name} value={v} />)}
      <Input
        ref={input}
        id={id}
        name={serverForm ? "search" : undefined}
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={cn("rounded-xl pl-11 text-base md:text-[15px] [&::-webkit-search-cancel-button]:hidden", compact ? "h-11" : "h-12", text ? "pr-11" : "pr-3")}
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
