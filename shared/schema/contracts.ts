import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CONTRACT_STATUSES, CONTRACT_TEMPLATES, CONTRACT_TERMINATION_STATUSES, type ContractPartyDetails, type ContractTerms } from "../contracts";
import { projects } from "./projects";
import { users } from "./users";

export const contractStatusEnum = pgEnum("contract_status", CONTRACT_STATUSES);
export const contractTemplateEnum = pgEnum("contract_template", CONTRACT_TEMPLATES);
export const contractTerminationStatusEnum = pgEnum("contract_termination_status", CONTRACT_TERMINATION_STATUSES);

/** Raw bytes (the signed PDF). pg answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * One written contract between a project's producer and one accepted artist, or an amendment of one
 * (issue 30): a new contract row that names the signed contract it changes. A contract both parties
 * signed is never changed: its text, PDF, hash and verify code stay as signed.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    producerId: text("producer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistId: text("artist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    template: contractTemplateEnum("template").notNull(),
    status: contractStatusEnum("status").notNull().default("draft"),
    terms: jsonb("terms").$type<ContractTerms>().notNull(),
    /**
     * Each party's details (issue 31): the producer's company, representative, address and 사업자등록번호
     * (entered while drafting, printed in the preamble), the artist's legal name, address and date of birth
     * (entered when signing). Both are printed in the signed PDF; the other side sees them masked.
     */
    partyDetails: jsonb("party_details").$type<ContractPartyDetails>().notNull().default({}),
    /** The exact rendered text both parties read and sign; its SHA-256 is documentHash. */
    documentText: text("document_text").notNull(),
    documentHash: varchar("document_hash", { length: 64 }).notNull(),
    /** Bumped on every edit; a signature names the version it signed. */
    version: integer("version").notNull().default(1),
    /** Public code of the verify page (/contracts/verify/{code}); shows no contents. */
    verifyCode: varchar("verify_code", { length: 32 }).notNull().unique(),
    declineReason: text("decline_reason"),
    declinedBy: text("declined_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** The PDF made once when both have signed, and the SHA-256 of its bytes (what the verify page checks). */
    pdf: bytea("pdf"),
    pdfHash: varchar("pdf_hash", { length: 64 }),
    /** The signed contract this one amends (its next version); null for the first contract of a project and artist. */
    amendsContractId: integer("amends_contract_id").references((): AnyPgColumn => contracts.id, { onDelete: "cascade" }),
    /** When its amendment was signed by both: no longer in force, still verifiable as signed. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** When both parties agreed to end it (a termination request accepted by the other party); still verifiable as signed. */
    terminatedAt: timestamp("terminated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One first contract per project and artist; its amendments are further rows of the same pair.
    uniqueIndex("contracts_project_artist_uq")
      .on(t.projectId, t.artistId)
      .where(sql`${t.amendsContractId} is null`),
    // A contract has at most one amendment: a second (two tabs at once) is a unique violation, a 409.
    uniqueIndex("contracts_amends_uq").on(t.amendsContractId),
    index("contracts_artist_idx").on(t.artistId),
    index("contracts_producer_idx").on(t.producerId),
  ],
);

/** Each signature as given: who, when, from where, and the hash of the exact text signed. */
export const contractSignatures = pgTable(
  "contract_signatures",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    signerId: text("signer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 10 }).notNull(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    version: integer("version").notNull(),
    documentHash: varchar("document_hash", { length: 64 }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the document changed after this signature: kept as a record, no longer valid. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    index("contract_signatures_contract_idx").on(t.contractId),
    // One valid signature per party at a time.
    unique("contract_signatures_valid_uq").on(t.contractId, t.role, t.version),
  ],
);

/** The producer's record that written contracts were made outside the platform (opens the start gate). */
export const offlineContractRecords = pgTable("offline_contract_records", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  recordedBy: text("recorded_by")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  note: text("note").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A request by one party to end a contract both signed (issue 30): the contract ends only when the other
 * party accepts. One pending request per contract at a time (the partial unique index); answered ones
 * stay as the record of who asked, why, and who answered when.
 */
export const contractTerminationRequests = pgTable(
  "contract_termination_requests",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requesterRole: varchar("requester_role", { length: 10 }).notNull(),
    reason: text("reason").notNull(),
    status: contractTerminationStatusEnum("status").notNull().default("pending"),
    /** The other party's note when declining. */
    responseNote: text("response_note"),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("contract_termination_requests_contract_idx").on(t.contractId),
    uniqueIndex("contract_termination_requests_pending_uq")
      .on(t.contractId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
