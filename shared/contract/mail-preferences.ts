import { z } from "zod";
import { mailPreferencesSchema } from "@shared/validators/invitations";
import { defineFeature, named } from "./define";
import { MailPreferences } from "./responses";

/**
 * The signed unsubscribe token of the mail's link. Never a 400 of its own: a missing, repeated or
 * invalid token gets the same HTML page (400) from the handler, as a link opened from a mail should.
 */
const token = z.object({ token: z.string().optional().catch(undefined).describe("The signed unsubscribe token of the mail's link") });

/** server/features/mail-preferences/routes.ts, mounted at /api. */
export const mailPreferencePaths = defineFeature({
  tag: "mail-preferences",
  description: "메일 수신 설정과 수신 거부",
  operations: {
    get: {
      method: "get",
      path: "/api/account/mail-preferences",
      summary: "Which mail kinds the user receives",
      auth: "user",
      success: { status: 200, description: "Preferences", schema: MailPreferences },
      errors: [401],
    },
    update: {
      method: "put",
      path: "/api/account/mail-preferences",
      summary: "Change some mail kinds",
      auth: "user",
      body: named("MailPreferencesInput", mailPreferencesSchema),
      success: { status: 200, description: "Preferences", schema: MailPreferences },
      errors: [400, 401],
    },
    unsubscribe: {
      method: "get",
      path: "/api/mail/unsubscribe",
      summary: "Unsubscribe from one mail kind (the mail's link; an HTML page)",
      auth: "public",
      query: token,
      success: { status: 200, description: "An HTML page saying it is done", contentType: "text/html" },
      errors: [400],
      htmlErrors: true,
    },
    unsubscribeOneClick: {
      method: "post",
      path: "/api/mail/unsubscribe",
      summary: "One-click unsubscribe (RFC 8058)",
      auth: "public",
      query: token,
      success: { status: 200, description: "An HTML page saying it is done", contentType: "text/html" },
      errors: [400],
      htmlErrors: true,
    },
  },
});
