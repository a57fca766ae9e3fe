import type { Queryable } from "../db/index.ts";
import { query } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn, type Mail, type Mails, type Statement } from "../email/templates.ts";
import { recipientOf } from "../applications/recipient.ts";
import { decisionShape, type Decision, type DecisionKind, type StatementInput } from "../../src/domain/decisions.ts";
import type { DecisionSource } from "../../src/domain/decision-texts.ts";
import type { PictureChangeKind } from "../moderation/change-log.ts";
import { shapedRows } from "../db/shaped.ts";

/**
 * Statements of reasons (decision 0050): every restriction of a Muse, and every warning, is one row of
 * moderation_decisions, written in the transaction of the restriction itself, with its mail in the outbox of the same
 * transaction: a restriction without its statement, or a statement she is not told of, cannot commit.
 */

export interface NewDecision extends StatementInput {
  profileId: string;
  kind: DecisionKind;
  source: DecisionSource;
  /** null: no admin took it (the age-check pause follows by itself from a missed date, decision 0066). */
  adminUserId: string | null;
  picture?: { url: string; kind: PictureChangeKind; caption?: string | null };
  verificationId?: string;
}

/** Records the statement and queues its mail to the Muse; answers the decision's id and whether she was mailed. */
export async function recordDecision(tx: Queryable, decision: NewDecision): Promise<{ id: string; notified: boolean }> {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO moderation_decisions
       (profile_id, kind, clause, facts, source, image_url, picture_kind, picture_caption, verification_id, decided_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id, created_at`,
    [
      decision.profileId,
      decision.kind,
      decision.clause,
      decision.reason,
      decision.source,
      decision.picture?.url ?? null,
      decision.picture?.kind ?? null,
      decision.picture?.caption ?? null,
      decision.verificationId ?? null,
      decision.adminUserId,
    ],
  );
  const recorded = rows[0]!;
  const statement: Statement = {
    kind: decision.kind,
    clause: decision.clause,
    facts: decision.reason,
    source: decision.source,
    since: recorded.created_at,
    ...(decision.picture ? { picture: decision.picture.kind } : {}),
  };
  const notified = await mailMuse(tx, decision.profileId, (mails, handle) => mails.statement(handle, statement));
  return { id: recorded.id, notified };
}

/**
 * Queues a mail to the Muse (her account's address, else her application's) in the caller's transaction, in the
 * language of her application.
 */
export async function mailMuse(
  tx: Queryable,
  profileId: string,
  mail: (mails: Mails, handle: string) => Mail,
): Promise<boolean> {
  const recipient = await recipientOf(profileId, tx);
  if (!recipient?.email) return false;
  await sendMail(recipient.email, mail(mailsIn(recipient.locale), recipient.handle), tx);
  return true;
}

/** Her decisions and their appeals, as one row each; `d` is moderation_decisions, `a` its appeal. */
const DECISION_SELECT = `SELECT d.id, d.kind, d.clause, d.facts, d.source,
       CASE WHEN d.picture_deleted_at IS NULL THEN d.image_url END AS image_url,
       d.created_at, d.ended_at, d.reversed_at, d.created_at + interval '6 months' AS appealable_until,
       a.id AS appeal_id, a.statement AS appeal_statement, a.status AS appeal_status,
       a.outcome_reason AS appeal_outcome_reason, a.created_at AS appeal_created_at, a.decided_at AS appeal_decided_at
  FROM moderation_decisions d LEFT JOIN appeals a ON a.decision_id = d.id`;

type DecisionRow = Omit<Decision, "appeal"> & {
  appeal_id: string | null;
  appeal_statement: string | null;
  appeal_status: NonNullable<Decision["appeal"]>["status"] | null;
  appeal_outcome_reason: string | null;
  appeal_created_at: string | null;
  appeal_decided_at: string | null;
};

function decisionOf(row: DecisionRow): Decision {
  const { appeal_id, appeal_statement, appeal_status, appeal_outcome_reason, appeal_created_at, appeal_decided_at } =
    row;
  const { id, kind, clause, facts, source, image_url, created_at, ended_at, reversed_at, appealable_until } = row;
  return {
    id,
    kind,
    clause,
    facts,
    source,
    image_url,
    created_at,
    ended_at,
    reversed_at,
    appealable_until,
    appeal:
      appeal_id === null
        ? null
        : {
            id: appeal_id,
            statement: appeal_statement!,
            status: appeal_status!,
            outcome_reason: appeal_outcome_reason,
            created_at: appeal_created_at!,
            decided_at: appeal_decided_at,
          },
  };
}

async function readDecisions(where: string, params: unknown[], db?: Queryable): Promise<Decision[]> {
  const text = `${DECISION_SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC`;
  const rows = db ? (await db.query<Record<string, unknown>>(text, params)).rows : await query(text, params);
  return shapedRows(decisionShape, rows).map((row) => decisionOf(row as unknown as DecisionRow));
}

/** The statements about one profile, newest first, each with its appeal. */
export function decisionsOf(profileId: string): Promise<Decision[]> {
  return readDecisions("d.profile_id = $1", [profileId]);
}

/** One statement by id. */
export async function decisionById(id: string, db?: Queryable): Promise<Decision | undefined> {
  return (await readDecisions("d.id = $1", [id], db))[0];
}
