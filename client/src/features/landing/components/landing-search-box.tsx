import { useRef, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { useLocation } from "wouter";
import { SEARCH_TEXT_MAX } from "@shared/constants";
import { sanitizeSearchText } from "@shared/search-tokens";
import { LocationSelect } from "@/components/projects/location-select";
import { Button } from "@/components/ui/button";
import { holdEnterWhileComposing } from "@/lib/ime";
import { useTypedBeforeHydration } from "@/lib/use-typed-before-hydration";

/**
 * Spec: the text loses < > " ' & and is cut to 200 characters; empty text with no region does
 * nothing; otherwise go to /projects?search=..&location=.. .
 */
export function landingSearchHref(text: string, location: string): string | null {
  const search = sanitizeSearchText(text, SEARCH_TEXT_MAX).trim();
  if (!search && !location) return null;
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (location) params.set("location", location);
  return `/projects?${params}`;
}

export function LandingSearchBox() {
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const [location, setLocation] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, setText);

  function submit(e: FormEvent) {
    e.preventDefault();
    const href = landingSearchHref(text, location);
    if (href) navigate(href);
  }

  return (
    <form
      role="search"
      aria-label="프로젝트 검색"
      // Before the script has taken over, Enter is a plain GET of /projects?search=.. (server-rendered).
      action="/projects"
      onSubmit={submit}
      onKeyDown={holdEnterWhileComposing}
      className="flex flex-col gap-2 rounded-2xl border bg-card p-2 shadow-xl shadow-primary/5 sm:flex-row sm:items-center sm:gap-0 sm:rounded-full sm:p-1.5"
    >
      <label htmlFor="landing-search" className="sr-only">
        프로젝트 검색어
      </label>
      <div className="relative flex min-w-0 flex-1 items-center">
        <Search className="pointer-events-none absolute left-4 size-5 text-muted-foreground" aria-hidden="true" />
        <input
          ref={input}
          id="landing-search"
          name="search"
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="어떤 프로젝트를 찾고 계신가요?"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full min-w-0 rounded-xl bg-transparent pr-3 pl-12 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring/40 sm:rounded-full"
        />
      </div>
      <div className="flex gap-2 sm:items-center">
        <span aria-hidden="true" className="hidden h-7 w-px bg-border sm:block" />
        <LocationSelect
          aria-label="지역 선택"
          value={location}
          onValueChange={setLocation}
          className="h-12 flex-1 rounded-xl border-0 bg-muted/60 shadow-none sm:w-36 sm:flex-none sm:rounded-full sm:bg-transparent"
        />
        <Button type="submit" size="lg" className="h-12 rounded-xl px-6 sm:rounded-full">
          검색
        </Button>
      </div>
    </form>
  );
}
