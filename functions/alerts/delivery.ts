import { query, type Queryable } from "../db/index.ts";
import type { NewMuseAlert } from "../../src/domain/alerts.ts";
import { vapidDetails } from "./vapid.ts";

/**
 * Delivery of the alerts (decision 0068), as the mail outbox is delivered (functions/email/delivery.ts): due alerts
 * are leased, posted to their push services side by side, each with a timeout, then deleted; a push service that is
 * down or busy gets the alert again later, up to MAX_ATTEMPTS. A 404 or 410 means the browser dropped the
 * subscription: it is deleted, its other alerts with it. Never in a visitor's or an admin's request.
 */
export const PUSH_DELIVERY = {
  /** A push service answers in well under a second; one that does not costs this much. */
  TIMEOUT_MS: 5_000,
  BATCH: 50,
  /** A leased alert whose deliverer died waits this long before it is tried again. */
  LEASE_SECONDS: 600,
  RETRY_DELAYS_MINUTES: [1, 5, 30, 120] as const,
  /** How long a push service keeps an alert for a browser that is offline: a day, after which it is old news. */
  TTL_SECONDS: 86_400,
} as const;
const MAX_ATTEMPTS = PUSH_DELIVERY.RETRY_DELAYS_MINUTES.length + 1;

/**
 * Called in an approval's transaction: every subscription of her city gets one alert about it (a second approval in
 * the city before delivery adds nothing). The alert names the city only.
 */
export async function queueNewMuseAlerts(tx: Queryable, city: string): Promise<void> {
  await tx.query(
    `INSERT INTO push_outbox (subscription_id, city)
     SELECT id, $1 FROM push_subscriptions WHERE cities @> ARRAY[$1]
     ON CONFLICT (subscription_id, city) DO NOTHING`,
    [city],
  );
}

interface DueAlert {
  id: string;
  city: string;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

async function leaseDueAlerts(limit: number): Promise<DueAlert[]> {
  return query<DueAlert>(
    `WITH leased AS (
       UPDATE push_outbox SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (SELECT id FROM push_outbox WHERE next_attempt_at <= now()
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, city, attempts, subscription_id
     )
     SELECT leased.*, s.endpoint, s.p256dh, s.auth FROM leased JOIN push_subscriptions s ON s.id = leased.subscription_id`,
    [limit, PUSH_DELIVERY.LEASE_SECONDS],
  );
}

export interface PushDeliveryReport {
  sent: number;
  /** Subscriptions deleted because their push service said they are gone (404, 410). */
  ended: number;
  failed: number;
}

/** Posts one alert, encrypted for its browser (RFC 8291) and signed with the server's VAPID key (RFC 8292). */
async function post(alert: DueAlert, timeoutMs: number): Promise<number> {
  const vapid = vapidDetails()!;
  const { generateRequestDetails } = await import("web-push");
  const payload: NewMuseAlert = { kind: "new-muse", city: alert.city };
  const request = generateRequestDetails(
    { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: PUSH_DELIVERY.TTL_SECONDS, urgency: "normal", topic: `new-muse-${alert.city}` },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}

async function settle(alert: DueAlert, status: number | "error", report: PushDeliveryReport): Promise<void> {
  if (status !== "error" && status >= 200 && status < 300) {
    await query(`DELETE FROM push_outbox WHERE id = $1`, [alert.id]);
    report.sent += 1;
  } else if (status === 404 || status === 410) {
    await query(`DELETE FROM push_subscriptions WHERE id = $1`, [alert.subscription_id]);
    report.ended += 1;
  } else {
    // A refusal of the request itself (400, 403, 413) will not change on a retry: the alert is dropped.
    const retry = (status === "error" || status === 429 || status >= 500) && alert.attempts < MAX_ATTEMPTS;
    if (retry) {
      await query(`UPDATE push_outbox SET next_attempt_at = now() + make_interval(mins => $2) WHERE id = $1`, [
        alert.id,
        PUSH_DELIVERY.RETRY_DELAYS_MINUTES[alert.attempts - 1],
      ]);
    } else {
      await query(`DELETE FROM push_outbox WHERE id = $1`, [alert.id]);
    }
    // The endpoint stays out of the log: it is the visitor's.
    console.error(`Alert ${alert.id} not delivered, attempt ${alert.attempts}: ${status}`);
    report.failed += 1;
  }
}

/**
 * Sends what is due, up to a batch, side by side; safe to run from several places at once. Does nothing without
 * VAPID keys. `timeoutMs` is for tests.
 */
export async function deliverAlerts(options: { batch?: number; timeoutMs?: number } = {}): Promise<PushDeliveryReport> {
  const report: PushDeliveryReport = { sent: 0, ended: 0, failed: 0 };
  if (!vapidDetails()) return report;
  const due = await leaseDueAlerts(options.batch ?? PUSH_DELIVERY.BATCH);
  await Promise.all(
    due.map(async (alert) => {
      const status = await post(alert, options.timeoutMs ?? PUSH_DELIVERY.TIMEOUT_MS).catch(() => "error" as const);
      await settle(alert, status, report);
    }),
  );
  return report;
}
