import type { ExternalToast } from "sonner";

type Message = Parameters<typeof import("sonner").toast>[0];
const show = (kind: "message" | "success" | "error", message: Message, options?: ExternalToast) =>
  void import("sonner").then(({ toast }) => (kind === "message" ? toast(message, options) : toast[kind](message, options)));

/**
 * sonner's toast for code on a first view (the project list's tag row, the project page's favourite and
 * share buttons, the sign-in-needed handler): the same toasts, but sonner (9 KB gzip) loads with the lazily mounted Toaster instead of
 * in the route's critical chunks. Elsewhere import { toast } from "sonner" directly.
 */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show("message", message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
});
