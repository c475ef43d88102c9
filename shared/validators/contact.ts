import { z } from "zod";
import { CONTACT_CATEGORIES } from "../constants";

export const contactMsg = {
  fillAll: "모든 항목을 입력해주세요.",
  email: "유효한 이메일 주소를 입력해주세요",
  category: "문의 유형을 선택해주세요",
} as const;

/**
 * A required text field: blank (after trimming) fails with the spec's single "fill in all fields"
 * message, so the form can report one message whichever field is missing.
 */
const required = (max: number) => z.string({ error: contactMsg.fillAll }).trim().min(1, contactMsg.fillAll).max(max, `${max}자 이하로 입력해주세요.`);

/**
 * Contact form payload. Every field starts as a string (the select starts empty) and is narrowed
 * after the blank check, so an empty field always reports `fillAll` before any format message.
 */
export const contactFormSchema = z.object({
  name: required(50),
  email: required(255).pipe(z.email(contactMsg.email)),
  category: required(20).pipe(z.enum(CONTACT_CATEGORIES, { error: contactMsg.category })),
  subject: required(255),
  message: required(5000),
  /**
   * Honeypot: a field people never see (hidden from view and from assistive technology). Bots that
   * fill every input fill it too; the server then answers as usual and stores and sends nothing.
   */
  homepage: z.string().max(500).optional(),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
