import { ArrowRight } from "lucide-react";
import { Link } from "wouter";

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  moreHref?: string;
  /** Says where it leads ("프로젝트 전체 보기"): a bare "전체 보기" fails Lighthouse's link-text audit. */
  moreLabel?: string;
}

export function SectionHeading({ id, eyebrow, title, description, moreHref, moreLabel = "더 둘러보기" }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm font-semibold text-primary">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight sm:text-[32px] sm:leading-tight">
          {title}
        </h2>
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {moreHref && (
        <Link
          href={moreHref}
          className="group inline-flex shrink-0 items-center gap-1 self-start rounded-md text-sm font-semibold text-muted-foreground outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring sm:self-auto"
        >
          {moreLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
