import { useMutation } from "@tanstack/react-query";
import type { ContactFormValues } from "@shared/validators/contact";
import { apiJson } from "@/lib/api-client";

/** The answer of POST /api/contact. */
export interface ContactReceipt {
  message: string;
  responseHours: number;
}

/** POST /api/contact: stores the inquiry, mails the support team and a receipt to the sender. */
export function sendContact(input: ContactFormValues): Promise<ContactReceipt> {
  return apiJson<ContactReceipt>("POST", "/api/contact", input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
