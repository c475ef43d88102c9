import { useState } from "react";
import { Star } from "lucide-react";
import { RATING_MAX } from "@shared/constants";
import { cn } from "@/lib/cn";

/** Read-only stars; announced as '5점 만점에 n점'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${RATING_MAX}점 만점에 ${rating}점`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("size-4", i < rating ? "fill-amber-400 text-amber-400" : "fill-muted text-muted-foreground/40")} />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A radio group of 1-5 stars: native radios, so arrow keys move the choice and screen readers hear
 * "n점, m개 중 k번째". The stars light up to the hovered or chosen one.
 */
export function StarRatingInput({ name, value, onChange, legend, invalid, describedBy }: StarRatingInputProps) {
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const n = i + 1;
          return (
            <label key={n} className="cursor-pointer" onMouseEnter={() => setHover(n)}>
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
              <span className="sr-only">{n}점</span>
              <Star
                aria-hidden="true"
                className={cn(
                  "size-9 rounded-md p-1 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
                  n <= lit ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/50",
                )}
              />
            </label>
          );
        })}
        <span className="ml-2 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
          {value ? `${value} / ${RATING_MAX}` : "선택 안 함"}
        </span>
      </div>
    </fieldset>
  );
}
