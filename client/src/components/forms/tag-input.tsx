import { useId, useState, type KeyboardEvent } from "react";
import { Plus, X } from "lucide-react";
import { TAGS_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { isComposing } from "@/lib/ime";

export interface TagInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Names offered as toggle buttons (spec: the first 8 popular tags). */
  suggestions?: string[];
  max?: number;
  "aria-invalid"?: boolean;
  /** Set by FormControl: the field's description and error message. */
  "aria-describedby"?: string;
}

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Spec: tags are trimmed and not added when empty or duplicate; Enter adds; Backspace on an empty
 * input removes the last one; popular-tag buttons toggle; at most 10.
 */
export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  suggestions = [],
  max = TAGS_MAX,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: TagInputProps) {
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const hintId = useId();
  const full = value.length >= max;

  const add = (raw: string) => {
    const name = raw.trim().replace(/\s+/g, " ");
    if (!name) return;
    if (value.some((t) => sameTag(t, name))) {
      setNotice(`'${name}' 태그는 이미 추가되어 있습니다.`);
      setDraft("");
      return;
    }
    if (full) {
      setNotice(`태그는 최대 ${max}개까지 입력할 수 있습니다.`);
      return;
    }
    if (name.length > 50) {
      setNotice("태그는 1~50자로 입력해주세요.");
      return;
    }
    onChange([...value, name]);
    setDraft("");
    setNotice("");
  };

  const remove = (name: string) => {
    onChange(value.filter((t) => t !== name));
    setNotice("");
  };

  const toggle = (name: string) => {
    const existing = value.find((t) => sameTag(t, name));
    if (existing) remove(existing);
    else add(name);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Hangul is typed through an IME: Enter while composing only ends the syllable.
    if (isComposing(e)) return;
    if (e.key === "Enter") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      e.preventDefault();
      remove(value[value.length - 1]!);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        className={cn(
          "flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
          invalid && "border-destructive",
        )}
      >
        {value.length > 0 && (
          <ul aria-label="추가된 태그" className="contents">
            {value.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-sm text-secondary-foreground">
                <span>#{tag}</span>
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  className="rounded-full p-0.5 outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`${tag} 태그 삭제`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (notice) setNotice("");
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          disabled={full}
          maxLength={50}
          enterKeyHint="enter"
          placeholder={full ? `태그는 최대 ${max}개까지 입력할 수 있습니다` : value.length ? "태그 추가" : "예: 회화, 설치미술 (입력 후 Enter)"}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          className="h-7 w-0 min-w-32 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
        />
        <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => add(draft)} disabled={full || !draft.trim()} aria-label="입력한 태그 추가">
          <Plus aria-hidden="true" />
          <span className="sm:hidden">추가</span>
        </Button>
      </div>
      <p id={hintId} className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span aria-live="polite">{notice || "Enter로 추가하고, 빈 칸에서 Backspace로 마지막 태그를 지웁니다."}</span>
        <span className="shrink-0 tabular-nums">
          {value.length}/{max}
        </span>
      </p>
      {suggestions.length > 0 && (
        <div className="flex flex-col gap-2">
          <span className="text-xs font-medium text-muted-foreground">인기 태그</span>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="인기 태그">
            {suggestions.map((name) => {
              const selected = value.some((t) => sameTag(t, name));
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={selected}
                  disabled={!selected && full}
                  onClick={() => toggle(name)}
                  className={cn(
                    "rounded-full border px-3 py-1 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
                    selected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
                  )}
                >
                  #{name}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
