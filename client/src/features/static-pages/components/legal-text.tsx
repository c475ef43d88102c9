import type { ReactNode } from "react";

/** Both policies were last changed on this date; changes are announced this many days ahead (spec 9). */
export const LAST_UPDATED = { iso: "2025-07-23", label: "2025년 7월 23일" } as const;
export const CHANGE_NOTICE_DAYS = 7;
export const SUPPORT_EMAIL = "support@artlink.kr";

const CIRCLED = ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩"];

/** Numbered paragraphs (항) marked ①, ② ... as Korean statutes, terms and policies are written. */
export function Clauses({ items }: { items: ReactNode[] }) {
  return (
    <ol className="space-y-3">
      {items.map((clause, index) => (
        <li key={index} className="flex gap-2">
          <span className="shrink-0 text-muted-foreground" aria-hidden="true">
            {CIRCLED[index]}
          </span>
          <div className="min-w-0 flex-1">{clause}</div>
        </li>
      ))}
    </ol>
  );
}

/** Numbered items (호) inside a paragraph. */
export function Items({ items }: { items: ReactNode[] }) {
  return (
    <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:text-muted-foreground">
      {items.map((item, index) => (
        <li key={index} className="pl-0.5">
          {item}
        </li>
      ))}
    </ol>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-muted-foreground">
      {items.map((item, index) => (
        <li key={index} className="pl-0.5">
          {item}
        </li>
      ))}
    </ul>
  );
}
