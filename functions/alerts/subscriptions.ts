import { query } from "../db/index.ts";
import { badRequest, ApiError } from "../http/errors.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { ALERT_MESSAGES, alertRemovalSchema, alertSubscriptionSchema } from "../../src/domain/alerts.ts";
import { isPushService } from "./push-services.ts";
import { vapidDetails } from "./vapid.ts";

const alertsOff = () => new ApiError(503, "unavailable", ALERT_MESSAGES.unavailable);

/** GET /api/alerts/key (public): the server's VAPID public key, which the browser subscribes with. */
export async function alertKey(): Promise<Response> {
  const vapid = vapidDetails();
  if (!vapid) throw alertsOff();
  return json({ publicKey: vapid.publicKey }, { headers: { "cache-control": "public, max-age=3600" } });
}

const unpadded = (key: string) => key.replace(/=+$/, "");

/**
 * POST /api/alerts `{ endpoint, keys: { p256dh, auth }, city }` (public, no account): alerts about the city for this
 * browser. The endpoint is the subscription's one identity: sent again, its keys are renewed and the city added to
 * those it has. Answers the cities the subscription now has.
 */
export async function subscribe(call: Call): Promise<Response> {
  if (!vapidDetails()) throw alertsOff();
  await enforceRateLimit(LIMITS.alerts, call.ip);
  const subscription = await readJson(call.request, alertSubscriptionSchema);
  if (!isPushService(subscription.endpoint)) {
    throw badRequest(ALERT_MESSAGES.subscription, { endpoint: ALERT_MESSAGES.subscription });
  }
  const [row] = await query<{ cities: string[] }>(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, cities) VALUES ($1, $2, $3, ARRAY[$4])
     ON CONFLICT (endpoint) DO UPDATE
        SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
            cities = CASE WHEN $4 = ANY(push_subscriptions.cities) THEN push_subscriptions.cities
                          ELSE push_subscriptions.cities || $4 END
     RETURNING cities`,
    [subscription.endpoint, unpadded(subscription.keys.p256dh), unpadded(subscription.keys.auth), subscription.city],
  );
  return json({ cities: row!.cities }, { status: 201 });
}

/**
 * POST /api/alerts/remove `{ endpoint, city? }` (public): the city's alerts off, or every alert without a city; the
 * subscription is deleted with its last city. Knowing the endpoint is the right to change it. Answers the cities
 * left (none for an endpoint the server does not hold: it is off either way).
 */
export async function unsubscribe(call: Call): Promise<{ cities: string[] }> {
  await enforceRateLimit(LIMITS.alerts, call.ip);
  const removal = await readJson(call.request, alertRemovalSchema);
  const rows = await query<{ cities: string[] }>(
    `WITH changed AS (
       UPDATE push_subscriptions SET cities = array_remove(cities, $2)
        WHERE endpoint = $1 AND $2::text IS NOT NULL AND cities <> ARRAY[$2::text]
       RETURNING cities
     ), removed AS (
       DELETE FROM push_subscriptions
        WHERE endpoint = $1 AND ($2::text IS NULL OR cities = ARRAY[$2::text])
     )
     SELECT cities FROM changed`,
    [removal.endpoint, removal.city ?? null],
  );
  return { cities: rows[0]?.cities ?? [] };
}
