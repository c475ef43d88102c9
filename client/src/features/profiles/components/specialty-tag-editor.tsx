import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Plus, X } from "lucide-react";
import { TAGS_MAX } from "@shared/constants";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useSearchTags } from "../api/search-tags";
import { isComposing } from "@/lib/ime";

export interface TagValue {
  id: number;
  name: string;
}

export interface SpecialtyTagEditorProps {
  value: TagValue[];
  onChange: (tags: TagValue[]) => void;
  /** Makes (or finds) the tag of a typed name; resolves with it, or null when that failed. */
  onCreate: (name: string) => Promise<TagValue | null>;
  invalid?: boolean;
  describedBy?: string;
  max?: number;
}

/** Spec: the suggestion list closes 200 ms after the input loses focus, so a click on it still lands. */
const BLUR_DELAY_MS = 200;
const SEARCH_DEBOUNCE_MS = 200;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec: at most 10, no duplicates; Enter adds the first suggestion (or the highlighted one) or
 * creates a new tag; Backspace on an empty input removes the last tag; suggestions come from
 * GET /api/tags/search. Arrow keys move through the suggestions, Escape closes them.
 */
export function SpecialtyTagEditor({ value, onChange, onCreate, invalid, describedBy, max = TAGS_MAX }: SpecialtyTagEditorProps) {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState("");
  const blurTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const hintId = useId();
  const full = value.length >= max;

  useEffect(() => {
    const t = window.setTimeout(() => setQuery(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [draft]);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const search = useSearchTags(query, open && query.length > 0);
  const suggestions = (query ? (search.data ?? []) : []).filter((t) => !value.some((v) => v.id === t.id)).slice(0, 10);
  const exact = suggestions.find((s) => same(s.name, draft));
  const showCreate = draft.trim().length > 0 && !exact && !value.some((v) => same(v.name, draft));

  const add = (tag: TagValue) => {
    if (value.some((v) => v.id === tag.id || same(v.name, tag.name))) {
      setNotice(`'${tag.name}'은(는) 이미 추가되어 있습니다.`);
      return;
    }
    if (full) {
      setNotice(`전문분야는 최대 ${max}개까지 선택할 수 있습니다.`);
      return;
    }
    onChange([...value, { id: tag.id, name: tag.name }]);
    setDraft("");
    setQuery("");
    setActive(-1);
    setNotice("");
  };

  const createFromDraft = async () => {
    const name = draft.trim().replace(/\s+/g, " ");
    if (!name) return;
    if (value.some((v) => same(v.name, name))) {
      setNotice(`'${name}'은(는) 이미 추가되어 있습니다.`);
      setDraft("");
      return;
    }
    if (full) {
      setNotice(`전문분야는 최대 ${max}개까지 선택할 수 있습니다.`);
      return;
    }
    if (name.length > 50) {
      setNotice("전문분야는 50자 이하로 입력해주세요.");
      return;
    }
    setCreating(true);
    const tag = await onCreate(name);
    setCreating(false);
    if (tag) add(tag);
  };

  const remove = (id: number) => {
    onChange(value.filter((v) => v.id !== id));
    setNotice("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Hangul is typed through an IME: Enter while composing only ends the syllable.
    if (isComposing(e)) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (!draft.trim()) return;
      const pick = active >= 0 ? suggestions[active] : (exact ?? suggestions[0]);
      if (pick) add(pick);
      else void createFromDraft();
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      e.preventDefault();
      remove(value[value.length - 1]!.id);
    }
  };

  const expanded = open && draft.trim().length > 0;

  return (
    <div className="flex flex-col gap-2">
      <div
        className={cn(
          "relative flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
          invalid && "border-destructive",
        )}
      >
        {value.length > 0 && (
          <ul aria-label="선택한 전문분야" className="contents">
            {value.map((tag) => (
              <li key={tag.id} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-sm text-secondary-foreground">
                <span>#{tag.name}</span>
                <button
                  type="button"
                  onClick={() => remove(tag.id)}
                  className="rounded-full p-0.5 outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`${tag.name} 삭제`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          role="combobox"
          aria-label="전문분야 입력"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setOpen(true);
            setActive(-1);
            if (notice) setNotice("");
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = window.setTimeout(() => setOpen(false), BLUR_DELAY_MS);
          }}
          disabled={full || creating}
          maxLength={50}
          enterKeyHint="enter"
          placeholder={full ? `최대 ${max}개까지 선택할 수 있습니다` : "분야를 입력하고 Enter (예: 회화, 설치미술)"}
          className="h-8 min-w-40 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
        />
        {creating && <Spinner />}
        {expanded && (
          <ul
            id={listId}
            role="listbox"
            aria-label="전문분야 추천"
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 shadow-md"
          >
            {search.isFetching && suggestions.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">검색 중...</li>}
            {suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(s)}
                className={cn(
                  "flex cursor-pointer items-center justify-between rounded-sm px-3 py-2 text-sm",
                  i === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                )}
              >
                <span>#{s.name}</span>
                {s.usageCount > 1 && <span className="text-xs text-muted-foreground">{s.usageCount}명 사용</span>}
              </li>
            ))}
            {showCreate && (
              <li
                role="option"
                aria-selected={false}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void createFromDraft()}
                className="flex cursor-pointer items-center gap-1.5 rounded-sm px-3 py-2 text-sm text-primary hover:bg-accent/60"
              >
                <Plus className="size-3.5" aria-hidden="true" />'{draft.trim()}' 새로 추가
              </li>
            )}
          </ul>
        )}
      </div>
      <p id={hintId} className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span aria-live="polite">{notice || "Enter로 추가하고, 빈 칸에서 Backspace로 마지막 분야를 지웁니다."}</span>
        <span className="shrink-0 tabular-nums">
          {value.length}/{max}
        </span>
      </p>
    </div>
  );
}
