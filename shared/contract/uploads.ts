import { z } from "zod";
import { AUDIO_MAX_BYTES, UPLOAD_QUOTA_BYTES, VIDEO_MAX_BYTES, WRITE_RATE } from "@shared/constants";
import { defineFeature } from "./define";
import { UploadResult, UploadUsage } from "./responses";

/** server/features/uploads/routes.ts, mounted at /api/upload. */
export const uploadPaths = defineFeature({
  tag: "uploads",
  description: "파일 업로드 (이미지, PDF, 영상, 음원)",
  operations: {
    upload: {
      method: "post",
      path: "/api/upload",
      summary: "Upload one image or PDF (multipart field `file`, 10 MB)",
      description:
        "`accept=image` refuses PDFs (project covers); `variant=avatar` stores a square profile picture. The type is read from the bytes. " +
        `The file belongs to the uploader, who alone may put it in a row; unused for a day, it is deleted. 413 also when it would take the account past its storage quota (${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB). ` +
        "Image posts count against the same rate limit (key `upload`).",
      auth: "user",
      // Other values are ignored (as if left out): any image or PDF is then accepted.
      query: z.object({ accept: z.enum(["image"]).optional().catch(undefined), variant: z.enum(["avatar"]).optional().catch(undefined) }),
      multipart: { file: "file", fileRequired: true },
      success: { status: 201, description: "Stored", schema: UploadResult },
      errors: [400, 401, 413, 415, 507],
      rateLimit: { key: "upload", by: "user", ...WRITE_RATE.upload },
    },
    uploadMedia: {
      method: "post",
      path: "/api/upload/media",
      summary: `Upload one video (mp4, webm, mov; ${VIDEO_MAX_BYTES / 1024 / 1024} MB) or audio file (mp3, m4a, wav; ${AUDIO_MAX_BYTES / 1024 / 1024} MB), multipart field \`file\``,
      description:
        "Streamed to a temporary file and then to storage, never held in memory; the type is read from the first bytes. " +
        "Served from /uploads/ with range requests (206), so players seek. Counts against the account's storage quota like any upload.",
      auth: "user",
      multipart: { file: "file", fileRequired: true },
      success: { status: 201, description: "Stored", schema: UploadResult },
      errors: [400, 401, 413, 415, 507],
      rateLimit: { key: "upload-media", by: "user", ...WRITE_RATE.mediaUpload },
    },
    usage: {
      method: "get",
      path: "/api/upload/usage",
      summary: "The signed-in account's upload storage: bytes used and the quota",
      auth: "user",
      success: { status: 200, description: "Usage", schema: UploadUsage },
      errors: [401],
    },
  },
});
