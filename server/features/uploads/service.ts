import { uploadPaths } from "@shared/contract/uploads";
import type { RateLimiter } from "../../http/rate-limit";

/**
 * Counts one upload against the account's upload limit (the same key as POST /api/upload's declared
 * limit), for requests that carry a file besides their own purpose (an image post).
 * @throws RateLimitedError (429).
 */
export async function countUpload(limiter: RateLimiter, ownerId: string): Promise<void> {
  const limit = uploadPaths.operations.upload.rateLimit;
  await limiter.hit(limit.windowMs, [{ key: `${limit.key}:${ownerId}`, max: limit.max }]);
}
