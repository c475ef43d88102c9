import { contactFormSchema } from "@shared/validators/contact";
import { defineFeature, named } from "./define";
import { ContactReceipt } from "./responses";

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
  },
});
