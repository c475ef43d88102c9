/** Width of the WebP variant made for every uploaded image; lists and cards load it instead of the original. */
export const THUMB_WIDTH = 480;

/** "/uploads/ab12.png" -> "/uploads/ab12.w480.webp"; other URLs (external, PDF) are returned as they are. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!url.startsWith("/uploads/") || !/\.(jpe?g|png|gif|webp)$/i.test(url)) return url;
  return url.replace(/\.[a-z]+$/i, `.w${THUMB_WIDTH}.webp`);
}

export const IMAGE_MIME = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const UPLOAD_MIME = [...IMAGE_MIME, "application/pdf"] as const;

/** Video and audio types an upload may have (issue 26), read from the bytes. */
export const VIDEO_MIME = ["video/mp4", "video/webm", "video/quicktime"] as const;
export const AUDIO_MIME = ["audio/mpeg", "audio/x-m4a", "audio/mp4", "audio/wav", "audio/vnd.wave", "audio/x-wav"] as const;
