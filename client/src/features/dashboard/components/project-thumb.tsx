import { useState } from "react";
import { ImageOff } from "lucide-react";
import { thumbnailUrl } from "@shared/uploads";
import { cn } from "@/lib/cn";

/** A small square cover of a project in dashboard rows; a tinted placeholder without an image. */
export function ProjectThumb({ imageUrl, thumb, className }: { imageUrl: string | null; thumb: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = thumb ?? thumbnailUrl(imageUrl) ?? imageUrl;
  return (
    <div
      className={cn(
        "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-400 sm:size-20",
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <ImageOff aria-hidden="true" className="size-6 text-white/80" />
      )}
    </div>
  );
}
