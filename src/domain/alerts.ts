import { z } from "./zod.ts";
import { CITIES } from "./cities.ts";

/**
 * Account-free alerts by web push (decision 0068). A subscription is what the browser's PushManager hands out
 * (`PushSubscription.toJSON()`): the push service's address and the browser's keys (RFC 8291), and the cities a
 * visitor asked about. Nothing else is taken: no language, no account, no Muse.
 */
export const ALERT_MESSAGES = {
  subscription: "alerts.subscription",
  city: "alerts.city",
  unavailable: "alerts.unavailable",
} as const;

/** A key as base64url, padded or not (browsers differ); the server stores it without padding. */
const base64url = (length: number) =>
  z
    .string(ALERT_MESSAGES.subscription)
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), ALERT_MESSAGES.subscription));

export const alertCity = z.enum(CITIES, ALERT_MESSAGES.city);

/** The push service's address; which services the server posts to, functions/alerts/push-services.ts decides. */
export const pushEndpoint = z.string(ALERT_MESSAGES.subscription).check(
  z.maxLength(1000, ALERT_MESSAGES.subscription),
  z.refine((value) => URL.canParse(value), ALERT_MESSAGES.subscription),
);

/** POST /api/alerts: turn alerts about a city on for this browser's subscription. */
export const alertSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }, ALERT_MESSAGES.subscription),
  city: alertCity,
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** POST /api/alerts/remove: turn alerts about a city off, or every alert of this subscription without one. */
export const alertRemovalSchema = z.object({ endpoint: pushEndpoint, city: z.optional(alertCity) });

/** What the service worker receives: the city, the only thing the server knows. Its texts are its own. */
export interface NewMuseAlert {
  kind: "new-muse";
  city: string;
}
