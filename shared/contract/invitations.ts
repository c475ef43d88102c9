import { z } from "zod";
import { WRITE_RATE } from "@shared/constants";
import { invitationResponseSchema } from "@shared/validators/applications";
import { cancelInvitationSchema, createInvitationSchema } from "@shared/validators/invitations";
import { defineFeature, named } from "./define";
import { ArtistInvitationHistory, DashboardInvitation, InvitationCheck } from "./responses";

const answer = named("InvitationAnswerInput", invitationResponseSchema);

/** server/features/invitations/routes.ts, mounted at /api/invitations. */
export const invitationPaths = defineFeature({
  tag: "invitations",
  description: "제작자의 아티스트 초대와 응답",
  operations: {
    create: {
      method: "post",
      path: "/api/invitations",
      summary: "Invite an artist to a project (producers)",
      auth: "user",
      body: named("InvitationInput", createInvitationSchema),
      success: { status: 201, description: "Invited", schema: DashboardInvitation },
      errors: [400, 401, 403, 404, 409],
      rateLimit: { key: "invitation", by: "user", ...WRITE_RATE.invitation },
    },
    received: {
      method: "get",
      path: "/api/invitations/received",
      summary: "Invitations the artist received",
      auth: "user",
      success: { status: 200, description: "Invitations", schema: z.array(DashboardInvitation) },
      errors: [401, 403],
    },
    sent: {
      method: "get",
      path: "/api/invitations/sent",
      summary: "Invitations the producer sent",
      auth: "user",
      success: { status: 200, description: "Invitations", schema: z.array(DashboardInvitation) },
      errors: [401, 403],
    },
    artistHistory: {
      method: "get",
      path: "/api/invitations/artist-history/{artistId}",
      summary: "Projects of the producer this artist was invited to",
      auth: "user",
      params: { artistId: "userId" },
      success: { status: 200, description: "Project ids", schema: ArtistInvitationHistory },
      errors: [401, 403, 404],
    },
    check: {
      method: "get",
      path: "/api/invitations/check/{artistId}",
      summary: "What the producer may invite this artist to",
      auth: "user",
      params: { artistId: "userId" },
      success: { status: 200, description: "History and invitable projects", schema: InvitationCheck },
      errors: [401, 403, 404],
    },
    cancel: {
      method: "patch",
      path: "/api/invitations/{id}/cancel",
      summary: "Cancel a pending invitation (its producer)",
      auth: "user",
      params: { id: "id" },
      body: named("CancelInvitationInput", cancelInvitationSchema),
      success: { status: 200, description: "Cancelled", schema: DashboardInvitation },
      errors: [400, 401, 403, 404, 409],
    },
    respond: {
      method: "patch",
      path: "/api/invitations/{id}/respond",
      summary: "Accept or decline an invitation (its artist)",
      auth: "user",
      params: { id: "id" },
      body: answer,
      success: { status: 200, description: "Answered", schema: DashboardInvitation },
      errors: [400, 401, 403, 404, 409],
    },
    answer: {
      method: "patch",
      path: "/api/invitations/{id}",
      summary: "Accept or decline an invitation (the spec's second spelling of /respond)",
      auth: "user",
      params: { id: "id" },
      body: answer,
      success: { status: 200, description: "Answered", schema: DashboardInvitation },
      errors: [400, 401, 403, 404, 409],
    },
  },
});
