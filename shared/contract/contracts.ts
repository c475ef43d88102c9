import { z } from "zod";
import {
  contractTermsSchema,
  declineContractSchema,
  draftContractSchema,
  offlineContractSchema,
  signContractSchema,
  verifyContractSchema,
} from "@shared/validators/contracts";
import { defineFeature, named } from "./define";
import { ContractSummary, ContractVerifyResult, ContractView, ProjectContracts } from "./responses";

/** The public hash check: per client address. */
export const CONTRACT_VERIFY_RATE = { windowMs: 60_000, max: 30 } as const;
/** Password re-entry is a password guess: counted like logins, per signer and per address (in the handler: two keys). */
export const CONTRACT_SIGN_RATE = { windowMs: 15 * 60_000, perUser: 10, perIp: 30 } as const;

/** server/features/contracts/routes.ts, mounted at /api: written contracts between a project's producer and its artists. */
export const contractsPaths = defineFeature({
  tag: "contracts",
  description: "표준계약서 작성, 발송, 전자서명, PDF, 공개 검증",
  operations: {
    mine: {
      method: "get",
      path: "/api/my-contracts",
      summary: "Contracts the user is a party to",
      auth: "user",
      success: { status: 200, description: "Contracts", schema: z.array(ContractSummary) },
      errors: [401],
    },
    ofProject: {
      method: "get",
      path: "/api/projects/{id}/contracts",
      summary: "A project's contracts and its start gate (the project's producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Contracts of the project", schema: ProjectContracts },
      errors: [401, 403, 404],
    },
    draft: {
      method: "post",
      path: "/api/projects/{id}/contracts",
      summary: "Draft a contract for an accepted artist (the project's producer)",
      auth: "user",
      params: { id: "id" },
      body: named("ContractDraftInput", draftContractSchema),
      success: { status: 201, description: "Drafted", schema: ContractView },
      errors: [400, 401, 403, 404, 409],
    },
    recordOffline: {
      method: "put",
      path: "/api/projects/{id}/contracts/offline",
      summary: "Record that the contracts were made outside the service (the project's producer)",
      auth: "user",
      params: { id: "id" },
      body: named("ContractOfflineInput", offlineContractSchema),
      success: { status: 200, description: "Recorded", schema: ProjectContracts },
      errors: [400, 401, 403, 404, 409],
    },
    verify: {
      method: "post",
      path: "/api/contracts/verify/{code}",
      summary: "Check a document hash against a signed contract (public; never shows the contents)",
      auth: "public",
      params: { code: "code" },
      body: named("ContractVerifyInput", verifyContractSchema),
      success: { status: 200, description: "Whether the hash is the signed one", schema: ContractVerifyResult },
      errors: [400, 404, 429],
      rateLimit: { key: "contract-verify", by: "ip", ...CONTRACT_VERIFY_RATE },
    },
    detail: {
      method: "get",
      path: "/api/contracts/{id}",
      summary: "One contract (its two parties)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "The contract", schema: ContractView },
      errors: [401, 403, 404],
    },
    update: {
      method: "put",
      path: "/api/contracts/{id}",
      summary: "Edit the terms of a draft or sent contract (its producer)",
      auth: "user",
      params: { id: "id" },
      body: named("ContractTermsInput", contractTermsSchema),
      success: { status: 200, description: "Updated", schema: ContractView },
      errors: [400, 401, 403, 404, 409],
    },
    send: {
      method: "post",
      path: "/api/contracts/{id}/send",
      summary: "Send a draft to the artist for signing (its producer)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "Sent", schema: ContractView },
      errors: [400, 401, 403, 404, 409],
    },
    sign: {
      method: "post",
      path: "/api/contracts/{id}/sign",
      summary: "Sign with full name, consent and the password again (a party, artist first)",
      auth: "user",
      params: { id: "id" },
      body: named("ContractSignInput", signContractSchema),
      success: { status: 200, description: "Signed", schema: ContractView },
      errors: [400, 401, 403, 404, 409, 429],
      rateLimit: { inHandler: "password re-entry: 10 tries per signer and 30 per address in 15 minutes" },
    },
    decline: {
      method: "post",
      path: "/api/contracts/{id}/decline",
      summary: "Decline a sent contract with a reason (a party)",
      auth: "user",
      params: { id: "id" },
      body: named("ContractDeclineInput", declineContractSchema),
      success: { status: 200, description: "Declined", schema: ContractView },
      errors: [400, 401, 403, 404, 409],
    },
    pdf: {
      method: "get",
      path: "/api/contracts/{id}/pdf",
      summary: "The signed contract as a PDF download (its two parties)",
      auth: "user",
      params: { id: "id" },
      success: { status: 200, description: "PDF", contentType: "application/pdf" },
      errors: [401, 403, 404, 409],
    },
  },
});
