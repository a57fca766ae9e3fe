import { query } from "../db/index.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../cache/purge.ts";
import { REPORT_REASON_KEYS, type ReportReason } from "../../src/domain/moderation.ts";
import {
  APPEAL_STATUSES,
  DECISION_KINDS,
  DECISION_SOURCES,
  type AppealStatus,
  type DecisionKind,
  type DecisionSource,
} from "../../src/domain/decision-texts.ts";

/** The figures of one period of the transparency report (/transparency, decision 0052). */
export interface TransparencyFigures {
  /** Notices received, by the reason the reporter chose. */
  notices: Record<ReportReason, number>;
  noticesTotal: number;
  /** Notices whose reason was urgent (under 18, forced or trafficked) when they were received. */
  urgentNotices: number;
  /** Notices decided (an action, or none needed), all and urgent. */
  decidedNotices: number;
  decidedUrgentNotices: number;
  /** Median hours from a notice to its decision; null when none was decided. */
  medianHours: number | null;
  urgentMedianHours: number | null;
  /** Statements of reasons, by what they did (a warning restricts nothing). */
  actions: Record<DecisionKind, number>;
  actionsTotal: number;
  /** Statements that answered a notice, and those taken on the team's own initiative. */
  actionsBySource: Record<DecisionSource, number>;
  /** Appeals received, by their outcome so far. */
  appeals: Record<AppealStatus, number>;
  appealsTotal: number;
  /** Age checks recorded (decisions 0065, 0066): those that found her 18 or older, and those that did not. */
  ageChecks: Record<AgeCheckOutcome, number>;
  ageChecksTotal: number;
}

const AGE_CHECK_OUTCOMES = ["passed", "refused"] as const;
type AgeCheckOutcome = (typeof AGE_CHECK_OUTCOMES)[number];

export interface TransparencyReport {
  /** The first day (UTC) of "the last 12 months". */
  since: Date;
  lastYear: TransparencyFigures;
  sinceLaunch: TransparencyFigures;
}

/** Months in the report's recent period. */
export const TRANSPARENCY_MONTHS = 12;

type Measure = "reason" | "urgent" | "decided" | "median" | "kind" | "source" | "appeal" | "age";
interface Row {
  measure: Measure;
  key: string;
  last_year: number | null;
  since_launch: number | null;
  since: string;
}

/**
 * Every figure of the report, in one statement: the live rows and the anonymous lines their deletion left
 * (migration 0020) together, each counted in the period it arrived in (a notice when it was received, a statement
 * when it was made, an appeal when it was sent), outcomes as they stand today. Days are UTC days: the recent period
 * starts at midnight UTC twelve months before `now`'s day, for the live rows and the archived days alike.
 */
export async function readTransparencyReport(now = new Date()): Promise<TransparencyReport> {
  const rows = await query<Row>(
    `WITH bounds AS (
       SELECT ((($1::timestamptz AT TIME ZONE 'UTC')::date - make_interval(months => $2))::date) AS since
     ), notices AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, reason, urgent,
              (extract(epoch FROM resolved_at - created_at) / 3600)::float8 AS hours
         FROM profile_reports
       UNION ALL
       SELECT received_on, reason, urgent, decision_hours::float8 FROM archived_notices
     ), decisions AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, kind, source FROM moderation_decisions
       UNION ALL
       SELECT decided_on, kind, source FROM archived_decisions
     ), appeals_received AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status FROM appeals
       UNION ALL
       SELECT received_on, status FROM archived_appeals
     ), age_checks_recorded AS (
       SELECT (checked_at AT TIME ZONE 'UTC')::date AS day, over_18 FROM age_checks
       UNION ALL
       SELECT checked_on, over_18 FROM archived_age_checks
     ), figures AS (
       SELECT 'reason' AS measure, reason AS key,
              (count(*) FILTER (WHERE day >= since))::float8 AS last_year, count(*)::float8 AS since_launch
         FROM notices, bounds GROUP BY reason
       UNION ALL
       SELECT 'urgent', 'notices', (count(*) FILTER (WHERE day >= since))::float8, count(*)::float8
         FROM notices, bounds WHERE urgent
       UNION ALL
       SELECT 'decided', CASE WHEN urgent THEN 'urgent' ELSE 'other' END,
              (count(hours) FILTER (WHERE day >= since))::float8, count(hours)::float8
         FROM notices, bounds GROUP BY urgent
       UNION ALL
       SELECT 'median', 'all',
              percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FILTER (WHERE day >= since),
              percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)
         FROM notices, bounds
       UNION ALL
       SELECT 'median', 'urgent',
              percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FILTER (WHERE day >= since),
              percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)
         FROM notices, bounds WHERE urgent
       UNION ALL
       SELECT 'kind', kind, (count(*) FILTER (WHERE day >= since))::float8, count(*)::float8
         FROM decisions, bounds GROUP BY kind
       UNION ALL
       SELECT 'source', source, (count(*) FILTER (WHERE day >= since))::float8, count(*)::float8
         FROM decisions, bounds GROUP BY source
       UNION ALL
       SELECT 'appeal', status, (count(*) FILTER (WHERE day >= since))::float8, count(*)::float8
         FROM appeals_received, bounds GROUP BY status
       UNION ALL
       SELECT 'age', CASE WHEN over_18 THEN 'passed' ELSE 'refused' END,
              (count(*) FILTER (WHERE day >= since))::float8, count(*)::float8
         FROM age_checks_recorded, bounds GROUP BY over_18
     )
     SELECT figures.*, to_char(bounds.since, 'YYYY-MM-DD') AS since FROM figures, bounds`,
    [now, TRANSPARENCY_MONTHS],
  );
  const since = rows[0]?.since ?? "";
  return {
    since: new Date(`${since}T00:00:00Z`),
    lastYear: figuresOf(rows, "last_year"),
    sinceLaunch: figuresOf(rows, "since_launch"),
  };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

function figuresOf(rows: Row[], period: "last_year" | "since_launch"): TransparencyFigures {
  const of = (measure: Measure, key: string) => rows.find((row) => row.measure === measure && row.key === key);
  const count = (measure: Measure, key: string) => Number(of(measure, key)?.[period] ?? 0);
  const countsOf = <K extends string>(measure: Measure, keys: readonly K[]) => {
    const counts = zeros(keys);
    for (const key of keys) counts[key] = count(measure, key);
    return counts;
  };
  const median = (key: string) => {
    const value = of("median", key)?.[period];
    return value === null || value === undefined ? null : Number(value);
  };
  const notices = countsOf("reason", REPORT_REASON_KEYS);
  const actions = countsOf("kind", DECISION_KINDS);
  const appeals = countsOf("appeal", APPEAL_STATUSES);
  const ageChecks = countsOf("age", AGE_CHECK_OUTCOMES);
  return {
    notices,
    noticesTotal: sum(notices),
    urgentNotices: count("urgent", "notices"),
    decidedNotices: count("decided", "urgent") + count("decided", "other"),
    decidedUrgentNotices: count("decided", "urgent"),
    medianHours: median("all"),
    urgentMedianHours: median("urgent"),
    actions,
    actionsTotal: sum(actions),
    actionsBySource: countsOf("source", DECISION_SOURCES),
    appeals,
    appealsTotal: sum(appeals),
    ageChecks,
    ageChecksTotal: sum(ageChecks),
  };
}

/**
 * What /transparency renders, and its headers: the CDN keeps the page for minutes (its figures change with every
 * notice, and nothing purges it), and never a page without its figures, which is a 503 so crawlers come back.
 */
export async function transparencyPage(
  headers: Headers,
  now = new Date(),
): Promise<{ report: TransparencyReport | null; status: 200 | 503 }> {
  let report: TransparencyReport | null = null;
  try {
    report = await readTransparencyReport(now);
  } catch (error) {
    console.error("Transparency report failed", error);
  }
  setReadCacheHeaders(headers, { failed: !report }, [CACHE_TAGS.transparency]);
  return { report, status: report ? 200 : 503 };
}
