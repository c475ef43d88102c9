import { useMutation } from "@tanstack/react-query";
import type { ContactFormValues } from "@shared/validators/contact";
import { api, type Answer } from "@/lib/api";

/** The answer of POST /api/contact. */
export type ContactReceipt = Answer<"POST /api/contact">;

/** POST /api/contact: stores the inquiry, mails the support team and a receipt to the sender. */
export function sendContact(input: ContactFormValues) {
  return api("POST /api/contact", { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
