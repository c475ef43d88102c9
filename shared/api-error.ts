import { z } from "zod";

/** The error envelope every non-2xx JSON answer of the API uses. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requiresEmailVerification: z.boolean().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every list endpoint answers this shape. */
export interface Page<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}
