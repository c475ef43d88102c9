import { contactFormSchema } from "@shared/validators/contact";
import { z } from "zod";
import { CONTACT_CATEGORIES } from "@shared/constants";
import { defineFeature, named } from "./define";
import { ContactReceipt } from "./responses";

export const MyInquiries = named(
  "MyInquiries",
  z.strictObject({
    items: z.array(
      z.strictObject({
        id: z.number().int(),
        category: z.enum(CONTACT_CATEGORIES),
        subject: z.string(),
        message: z.string(),
        reply: z.string().nullable(),
        repliedAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  "The inquiries the signed-in member sent while signed in, newest first (at most 20), with the support team's answers",
);

/** server/features/contact/routes.ts, mounted at /api/contact. */
export const contactPaths = defineFeature({
  tag: "contact",
  description: "문의하기",
  operations: {
    send: {
      method: "post",
      path: "/api/contact",
      summary: "Send the contact form to the support team",
      auth: "optional",
      body: named("ContactInput", contactFormSchema),
      rateLimit: { inHandler: "inquiries per address and per e-mail (RATE_LIMITS.contact)" },
      success: { status: 201, description: "Received", schema: ContactReceipt },
      errors: [400, 429],
    },
    mine: {
      method: "get",
      path: "/api/contact/mine",
      summary: "내 문의: the signed-in member's inquiries and their answers (issue 24)",
      auth: "user",
      success: { status: 200, description: "Newest first", schema: MyInquiries },
      errors: [401],
    },
  },
});
