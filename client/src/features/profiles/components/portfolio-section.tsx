import { useState } from "react";
import { ExternalLink, FileText, Film, ImageIcon, Music, Palette, PlayCircle, Star } from "lucide-react";
import type { Portfolio } from "@shared/api-types";
import { categoryLabel } from "@shared/labels";
import { fileKind, portfolioEmbedUrl } from "./file-preview-dialog";
import { ItemActions } from "./item-actions";
import { SectionCard, SectionEmpty } from "@/components/profile/section-card";

export interface PortfolioSectionProps {
  portfolios: Portfolio[];
  isOwner: boolean;
  onAdd: () => void;
  onEdit: (p: Portfolio) => void;
  onDelete: (p: Portfolio) => void;
  onPreview: (p: Portfolio) => void;
}

function Thumb({ item }: { item: Portfolio }) {
  const [broken, setBroken] = useState(false);
  const kind = fileKind(item);
  if (kind === "image" && !broken) {
    return (
      <img
        src={item.thumbnailUrl ?? item.imageUrl ?? undefined}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        onError={() => setBroken(true)}
      />
    );
  }
  // A video or audio file, or a YouTube/Vimeo link, plays in the preview (nothing is loaded from those sites before).
  const playable = kind === "video" || kind === "audio" || (kind === null && portfolioEmbedUrl(item));
  const label = kind === "pdf" ? "PDF 문서" : kind === "audio" ? "음원 재생" : playable ? "영상 재생" : broken ? "이미지를 불러올 수 없습니다" : "파일 없음";
  return (
    <span className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-muted text-muted-foreground">
      {kind === "pdf" ? (
        <FileText className="size-10 text-rose-500" aria-hidden="true" />
      ) : kind === "audio" ? (
        <Music className="size-10 text-primary" aria-hidden="true" />
      ) : kind === "video" ? (
        <Film className="size-10 text-primary" aria-hidden="true" />
      ) : playable ? (
        <PlayCircle className="size-10 text-primary" aria-hidden="true" />
      ) : (
        <ImageIcon className="size-9" aria-hidden="true" />
      )}
      <span className="text-xs font-semibold">{label}</span>
    </span>
  );
}

/** 포트폴리오: featured works first; a tile with a file opens the preview. */
export function PortfolioSection({ portfolios, isOwner, onAdd, onEdit, onDelete, onPreview }: PortfolioSectionProps) {
  const items = [...portfolios].sort((a, b) => Number(b.featured) - Number(a.featured));
  return (
    <SectionCard
      id="portfolio"
      title="포트폴리오"
      icon={<Palette />}
      meta={items.length > 0 ? `${items.length}개` : undefined}
      onAdd={isOwner ? onAdd : undefined}
      addLabel="포트폴리오 추가"
    >
      {items.length === 0 ? (
        <SectionEmpty>{isOwner ? "대표 작품을 이미지, PDF, 영상이나 음원으로 올려 보세요." : "등록된 포트폴리오가 없습니다."}</SectionEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {items.map((p) => (
            <li key={p.id} className="flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card">
              {p.imageUrl || portfolioEmbedUrl(p) ? (
                <button
                  type="button"
                  onClick={() => onPreview(p)}
                  className="group relative aspect-[4/3] overflow-hidden bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                  aria-label={`${p.title} 미리보기`}
                >
                  <Thumb item={p} />
                </button>
              ) : (
                <div className="relative aspect-[4/3] overflow-hidden bg-muted">
                  <Thumb item={p} />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-1.5 p-3.5">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="flex items-center gap-1.5 font-semibold break-words">
                      {p.featured && (
                        <span className="inline-flex shrink-0 items-center gap-0.5 rounded bg-amber-50 px-1.5 py-0.5 text-[11px] font-bold text-amber-700">
                          <Star className="size-3 fill-current" aria-hidden="true" />
                          대표
                        </span>
                      )}
                      <span className="min-w-0">{p.title}</span>
                    </h3>
                    {p.category && <p className="text-xs text-muted-foreground">{categoryLabel(p.category)}</p>}
                  </div>
                  {isOwner && <ItemActions name={`포트폴리오 '${p.title}'`} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />}
                </div>
                {p.description && <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{p.description}</p>}
                {p.tags.length > 0 && (
                  <ul className="flex flex-wrap gap-1" aria-label="태그">
                    {p.tags.map((t) => (
                      <li key={t} className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-medium text-secondary-foreground">
                        #{t}
                      </li>
                    ))}
                  </ul>
                )}
                {p.projectUrl && (
                  <a
                    href={p.projectUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="mt-auto inline-flex w-fit items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    작품 링크
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
