import { ExternalLink } from "lucide-react";
import { AUDIO_EXT, mediaKindLabel, VIDEO_EXT, videoEmbed, type ApplicationMedia } from "@shared/casting";

/**
 * One medium of an application or portfolio, played in the page: a YouTube or Vimeo address as the
 * privacy-enhanced player (parsed here, never fetched), an uploaded video or audio file with the browser's
 * player (metadata only until played; the server answers range requests so it seeks), a photo, or a link.
 */
export function MediaPlayer({ item, title }: { item: ApplicationMedia; title: string }) {
  const embed = item.kind === "video" ? videoEmbed(item.url) : null;
  if (embed) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-md bg-black">
        <iframe
          src={embed.embedUrl}
          title={title}
          className="size-full"
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          // YouTube refuses embeds that send no referrer at all (our pages are same-origin by default).
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const uploaded = item.url.startsWith("/uploads/");
  if (uploaded && (item.kind === "video" || VIDEO_EXT.test(item.url))) {
    // An uploaded self-tape comes without a caption file (the application's text describes it).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    return <video controls preload="metadata" src={item.url} className="aspect-video w-full rounded-md bg-black" aria-label={title} />;
  }
  if (uploaded && (item.kind === "audio" || AUDIO_EXT.test(item.url))) {
    // eslint-disable-next-line jsx-a11y/media-has-caption
    return <audio controls preload="metadata" src={item.url} className="w-full" aria-label={title} />;
  }
  if (item.kind === "photo") {
    return <img src={item.url} alt={title} className="max-h-72 rounded-md object-contain" loading="lazy" />;
  }
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 text-sm break-all text-primary underline-offset-2 hover:underline"
    >
      {mediaKindLabel[item.kind]}: {item.url}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}
