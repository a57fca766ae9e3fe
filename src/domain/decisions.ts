import { z } from "./zod.ts";
import { APPROVAL_STATUSES } from "./options.ts";
import { timestamp } from "./shapes.ts";
import { trimmedText } from "./text.ts";
import {
  APPEAL_STATUSES,
  DECISION_KINDS,
  DECISION_MESSAGES,
  DECISION_SOURCES,
  TERMS_CLAUSE_KEYS,
} from "./decision-texts.ts";

export * from "./decision-texts.ts";

/** The clause of the Terms a decision relies on: one of the fixed list. */
export const clauseField = () => z.enum(TERMS_CLAUSE_KEYS, DECISION_MESSAGES.clauseRequired);

/** The facts a statement of reasons states (sent as `reason`, the word the admin forms always used). */
export const factsField = () =>
  trimmedText([1, DECISION_MESSAGES.factsRequired], [2000, DECISION_MESSAGES.factsTooLong]);

/**
 * What every restricting decision (and a warning) carries: the clause and the facts. Suspending, rejecting,
 * declining a verification, removing a picture and warning each send it.
 */
export const statementSchema = z.object({ clause: clauseField(), reason: factsField() });
export type StatementInput = z.infer<typeof statementSchema>;

/** POST /api/dashboard/decisions/:id/appeal */
export const appealSchema = z.object({
  statement: trimmedText([1, DECISION_MESSAGES.appealRequired], [2000, DECISION_MESSAGES.appealTooLong]),
});

/** POST /api/admin/appeals/:id/decision */
export const appealDecisionSchema = z.object({
  outcome: z.enum(["upheld", "reversed"], "admin.rules.outcomeRequired"),
  reason: trimmedText([1, DECISION_MESSAGES.appealOutcomeRequired], [2000, "admin.rules.reasonTooLong"]),
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;

const appealFields = {
  statement: z.string(),
  status: z.enum(APPEAL_STATUSES),
  outcome_reason: z.nullable(z.string()),
  created_at: timestamp(),
  decided_at: z.nullable(timestamp()),
};

/** An appeal as she reads it under its decision. */
export const ownAppealShape = z.object({ id: z.string(), ...appealFields });
export type OwnAppeal = z.infer<typeof ownAppealShape>;

/**
 * A statement of reasons, as the Muse reads it on her dashboard ("Decisions about your profile"), with her appeal.
 * `image_url` is the removed picture while it is kept; `appealable_until` is 6 months after the decision.
 */
export const decisionShape = z.object({
  id: z.string(),
  kind: z.enum(DECISION_KINDS),
  clause: z.enum(TERMS_CLAUSE_KEYS),
  facts: z.string(),
  source: z.enum(DECISION_SOURCES),
  image_url: z.nullable(z.string()),
  created_at: timestamp(),
  ended_at: z.nullable(timestamp()),
  reversed_at: z.nullable(timestamp()),
  appealable_until: timestamp(),
  appeal: z.nullable(ownAppealShape),
});
export type Decision = z.infer<typeof decisionShape>;

/** One appeal of GET /api/admin/appeals: the appeal, its decision and the profile's handle and status. */
export const adminAppealShape = z.object({
  id: z.string(),
  ...appealFields,
  decision_id: z.string(),
  kind: z.enum(DECISION_KINDS),
  clause: z.enum(TERMS_CLAUSE_KEYS),
  facts: z.string(),
  source: z.enum(DECISION_SOURCES),
  image_url: z.nullable(z.string()),
  decision_created_at: timestamp(),
  profile_id: z.string(),
  handle: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
});
export type AdminAppeal = z.infer<typeof adminAppealShape>;

export const APPEAL_FILTERS = ["open", "decided", "all"] as const;
export type AppealFilter = (typeof APPEAL_FILTERS)[number];
export const APPEALS_PAGE_SIZE = 50;

/** GET /api/admin/appeals: a page of appeals and its counts. */
export interface AppealPage {
  appeals: AdminAppeal[];
  page: number;
  page_size: number;
  total: number;
  open: number;
}
