import { z } from "zod";
import { WRITE_RATE } from "@shared/constants";
import { defineFeature } from "./define";
import { UploadResult } from "./responses";

/** server/features/uploads/routes.ts, mounted at /api/upload. */
export const uploadPaths = defineFeature({
  tag: "uploads",
  description: "파일 업로드 (이미지, PDF)",
  operations: {
    upload: {
      method: "post",
      path: "/api/upload",
      summary: "Upload one image or PDF (multipart field `file`, 10 MB)",
      description:
        "`accept=image` refuses PDFs (project covers); `variant=avatar` stores a square profile picture. The type is read from the bytes. " +
        "Image posts count against the same rate limit (key `upload`).",
      auth: "user",
      // Other values are ignored (as if left out): any image or PDF is then accepted.
      query: z.object({ accept: z.enum(["image"]).optional().catch(undefined), variant: z.enum(["avatar"]).optional().catch(undefined) }),
      multipart: { file: "file", fileRequired: true },
      success: { status: 201, description: "Stored", schema: UploadResult },
      errors: [400, 401, 413, 415, 507],
      rateLimit: { key: "upload", by: "user", ...WRITE_RATE.upload },
    },
  },
});
