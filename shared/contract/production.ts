import { z } from "zod";
import { APPLICATION_STATUSES, PROJECT_STATUSES } from "@shared/constants";
import { MEDIA_KINDS } from "@shared/casting";
import {
  applicantsQuerySchema,
  attendanceSchema,
  auditionInviteSchema,
  auditionSlotSchema,
  BOOKING_STATUSES,
  bulkDeclineSchema,
  bulkInviteSchema,
  bulkMessageSchema,
  rescheduleSchema,
  teamCandidatesQuerySchema,
  teamMemberSchema,
  TRIAGE_LABELS,
  triageSchema,
} from "@shared/validators/production";
import { defineFeature, messageAnswer, named } from "./define";

const str = z.string();
const nstr = z.string().nullable();
const int = z.number().int();
const obj = z.strictObject;
const dateTime = z.string().describe("ISO 8601 date-time");

export const Triage = named(
  "Triage",
  obj({
    applicationId: int,
    label: z.enum(TRIAGE_LABELS).nullable(),
    rating: int.nullable(),
    note: nstr,
    updatedBy: nstr.describe("The team member who last changed it"),
    updatedAt: dateTime,
  }),
  "The production team's private label, rating and note of an application (never shown to the applicant)",
);

export const AuditionSlot = named(
  "AuditionSlot",
  obj({
    id: int,
    projectId: int,
    roleId: int.nullable(),
    round: int.describe("1 for a first audition, 2 and more for callbacks"),
    startsAt: dateTime,
    endsAt: dateTime,
    place: nstr,
    onlineUrl: nstr,
    capacity: int,
    booked: int.describe("Live bookings (booked or attended)"),
  }),
);

export const AuditionBooking = named(
  "AuditionBooking",
  obj({
    id: int,
    slotId: int,
    applicationId: int,
    artistId: str,
    status: z.enum(BOOKING_STATUSES),
    rescheduleMessage: nstr,
    rescheduleRequestedAt: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    slot: AuditionSlot,
  }),
);

const personRef = obj({ id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr, isDeleted: z.boolean() });

export const Applicant = named(
  "Applicant",
  obj({
    id: int,
    projectId: int,
    roleId: int.nullable(),
    role: obj({ id: int, name: str }).nullable(),
    status: z.enum(APPLICATION_STATUSES),
    reason: nstr,
    coverLetter: nstr,
    media: z.array(obj({ kind: z.enum(MEDIA_KINDS), url: str })),
    appliedAt: dateTime,
    artist: personRef.extend({ email: nstr, location: nstr, yearsOfExperience: int.nullable(), specialties: z.array(str) }),
    triage: Triage.nullable(),
    audition: obj({
      invited: z.boolean(),
      booking: obj({ id: int, slotId: int, status: z.enum(BOOKING_STATUSES), startsAt: dateTime }).nullable(),
    }),
  }),
  "An application as the production team sees it",
);

export const ApplicantPage = named("ApplicantPage", obj({ items: z.array(Applicant), total: int, offset: int }));

export const TeamMember = named(
  "TeamMember",
  obj({ ...personRef.shape, email: nstr, role: z.enum(["owner", "manager"]), addedAt: dateTime.nullable() }),
  "The project's owner and its managers",
);

export const TeamProject = named(
  "TeamProject",
  obj({ id: int, title: str, status: z.enum(PROJECT_STATUSES), role: z.enum(["owner", "manager"]), pendingCount: int }),
);

export const BulkDeclineResult = named(
  "BulkDeclineResult",
  obj({ declined: int, skippedIds: z.array(int).describe("Ids not declined: unknown, of another project, or no longer pending") }),
);

export const BulkMessageResult = named(
  "BulkMessageResult",
  obj({
    messaged: int.describe("Applications whose applicant got the message (one message per applicant)"),
    skippedIds: z.array(int).describe("Ids not messaged: unknown, of another project, withdrawn, a withdrawn account or a block"),
  }),
);

export const BulkInviteResult = named(
  "BulkInviteResult",
  obj({ invited: int, skippedIds: z.array(int).describe("Ids not invited: unknown, of another project, or not pending or accepted") }),
);

export const TeamCandidate = named(
  "TeamCandidate",
  obj({ id: str, firstName: nstr, lastName: nstr, profileImageUrl: nstr }),
  "A producer the owner may add to the team",
);

export const ScheduleDay = named(
  "ScheduleDay",
  obj({
    date: z.iso.date().describe("Asia/Seoul day 'YYYY-MM-DD'"),
    slots: z.array(
      AuditionSlot.extend({
        bookings: z.array(
          obj({
            id: int,
            applicationId: int,
            status: z.enum(BOOKING_STATUSES),
            rescheduleMessage: nstr,
            artist: personRef,
            role: obj({ id: int, name: str }).nullable(),
          }),
        ),
      }),
    ),
  }),
);

export const MyAudition = named(
  "MyAudition",
  obj({
    applicationId: int,
    project: obj({ id: int, title: str }),
    role: obj({ id: int, name: str }).nullable(),
    slots: z.array(AuditionSlot).describe("Slots the applicant may book (future, not full)"),
    booking: AuditionBooking.nullable(),
    invitedAt: dateTime,
  }),
);

/** server/features/production/routes.ts, mounted at /api. */
export const productionPaths = defineFeature({
  tag: "production",
  description: "지원자 검토(라벨·평점·메모), 제작팀, 일괄 거절, 오디션 일정",
  operations: {
    applicants: {
      method: "get",
      path: "/api/projects/{id}/applicants",
      summary: "A project's applicants with the team's triage, filtered and sorted (owner and managers)",
      auth: "user",
      params: { id: "id" },
      query: applicantsQuerySchema,
      success: { status: 200, description: "A page of applicants", schema: ApplicantPage },
      errors: [400, 401, 403, 404],
    },
    triage: {
      method: "patch",
      path: "/api/applications/{id}/triage",
      summary: "Label, rate or annotate an application (owner and managers); private to the team",
      auth: "user",
      params: { id: "id" },
      body: named("TriageInput", triageSchema),
      success: { status: 200, description: "The triage", schema: Triage },
      errors: [400, 401, 403, 404],
    },
    team: {
      method: "get",
      path: "/api/projects/{id}/team",
      summary: "The project's production team (owner and managers)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Owner first, then managers", schema: z.array(TeamMember) },
      errors: [401, 403, 404],
    },
    addMember: {
      method: "post",
      path: "/api/projects/{id}/team",
      summary: "Add a producer account as a manager (owner)",
      auth: "user",
      params: { id: "id" },
      body: named("TeamMemberInput", teamMemberSchema),
      success: { status: 201, description: "The team", schema: z.array(TeamMember) },
      errors: [400, 401, 403, 404, 409],
    },
    removeMember: {
      method: "delete",
      path: "/api/projects/{id}/team/{userId}",
      summary: "Remove a manager (owner; a manager may remove themself)",
      auth: "user",
      params: { id: "id", userId: "userId" },
      success: { status: 200, description: "Removed", schema: messageAnswer },
      errors: [401, 403, 404],
    },
    teamCandidates: {
      method: "get",
      path: "/api/projects/{id}/team/candidates",
      summary: "Producers the owner may add as managers: by name or exact email, not in the team, at most 10 (owner)",
      auth: "user",
      params: { id: "id" },
      query: teamCandidatesQuerySchema,
      success: { status: 200, description: "Candidates", schema: z.array(TeamCandidate) },
      errors: [400, 401, 403, 404],
    },
    myTeamProjects: {
      method: "get",
      path: "/api/my-team-projects",
      summary: "Projects the producer owns or manages",
      auth: "user",
      success: { status: 200, description: "Projects", schema: z.array(TeamProject) },
      errors: [401, 403],
    },
    bulkDecline: {
      method: "post",
      path: "/api/projects/{id}/applications/bulk-decline",
      summary: "Decline up to 500 pending applications with one message (owner and managers)",
      description: "One transaction; each declined applicant gets a notification and, unless turned off, a mail.",
      auth: "user",
      params: { id: "id" },
      body: named("BulkDeclineInput", bulkDeclineSchema),
      success: { status: 200, description: "Declined", schema: BulkDeclineResult },
      errors: [400, 401, 403, 404],
    },
    bulkMessage: {
      method: "post",
      path: "/api/projects/{id}/applications/bulk-message",
      summary: "Send one direct message to each of up to 500 applicants (owner and managers)",
      description:
        "One transaction, set-based; each applicant gets the message in their thread, a notification (one per unread burst, as any message) and, unless turned off, a mail.",
      auth: "user",
      params: { id: "id" },
      body: named("BulkMessageInput", bulkMessageSchema),
      success: { status: 200, description: "Sent", schema: BulkMessageResult },
      errors: [400, 401, 403, 404],
    },
    bulkInvite: {
      method: "post",
      path: "/api/projects/{id}/applications/bulk-invite",
      summary: "Invite up to 500 applicants to audition, optionally to some slots (owner and managers)",
      description: "The single invite for many in one transaction; each invited applicant is notified and, unless turned off, mailed.",
      auth: "user",
      params: { id: "id" },
      body: named("BulkInviteInput", bulkInviteSchema),
      success: { status: 200, description: "Invited", schema: BulkInviteResult },
      errors: [400, 401, 403, 404],
    },
    createSlot: {
      method: "post",
      path: "/api/projects/{id}/audition-slots",
      summary: "Publish an audition slot (owner and managers)",
      auth: "user",
      params: { id: "id" },
      body: named("AuditionSlotInput", auditionSlotSchema),
      success: { status: 201, description: "The slot", schema: AuditionSlot },
      errors: [400, 401, 403, 404],
    },
    schedule: {
      method: "get",
      path: "/api/projects/{id}/audition-schedule",
      summary: "The project's audition slots by Seoul day, with who comes when (owner and managers)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Days in order", schema: z.array(ScheduleDay) },
      errors: [401, 403, 404],
    },
    invite: {
      method: "post",
      path: "/api/applications/{id}/audition-invite",
      summary: "Invite an applicant to audition, optionally to some slots (owner and managers)",
      auth: "user",
      params: { id: "id" },
      body: named("AuditionInviteInput", auditionInviteSchema),
      success: { status: 200, description: "Invited", schema: MyAudition },
      errors: [400, 401, 403, 404, 409],
    },
    myAuditions: {
      method: "get",
      path: "/api/my-auditions",
      summary: "The artist's audition invitations with bookable slots and bookings",
      auth: "user",
      success: { status: 200, description: "Invitations", schema: z.array(MyAudition) },
      errors: [401, 403],
    },
    book: {
      method: "post",
      path: "/api/audition-slots/{id}/book",
      summary: "Book an audition slot (the invited applicant)",
      auth: "user",
      params: { id: "id" },
      success: { status: 201, description: "Booked", schema: AuditionBooking },
      errors: [401, 403, 404, 409],
    },
    cancelBooking: {
      method: "post",
      path: "/api/audition-bookings/{id}/cancel",
      summary: "Cancel a booking (its applicant)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Cancelled", schema: AuditionBooking },
      errors: [401, 403, 404, 409],
    },
    reschedule: {
      method: "post",
      path: "/api/audition-bookings/{id}/reschedule",
      summary: "Ask the team for another time, with a message (its applicant)",
      auth: "user",
      params: { id: "id" },
      body: named("RescheduleInput", rescheduleSchema),
      success: { status: 200, description: "Requested", schema: AuditionBooking },
      errors: [400, 401, 403, 404, 409],
    },
    attendance: {
      method: "patch",
      path: "/api/audition-bookings/{id}/attendance",
      summary: "Mark a booking attended or no-show (owner and managers)",
      auth: "user",
      params: { id: "id" },
      body: named("AttendanceInput", attendanceSchema),
      success: { status: 200, description: "Marked", schema: AuditionBooking },
      errors: [400, 401, 403, 404, 409],
    },
    calendar: {
      method: "get",
      path: "/api/audition-bookings/{id}/calendar.ics",
      summary: "The booking as an iCalendar file (its applicant and the team)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "text/calendar (Asia/Seoul)", contentType: "text/calendar" },
      errors: [401, 403, 404],
    },
  },
});
