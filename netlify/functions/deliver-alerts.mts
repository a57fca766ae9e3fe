import type { Config } from "@netlify/functions";
import { deliverAlerts } from "../../functions/alerts/delivery.ts";

/** Every minute, Netlify sends the alerts waiting in the push outbox (functions/alerts/delivery.ts); no path of its own. */
export default async () => {
  const report = await deliverAlerts();
  if (report.sent || report.ended || report.failed) {
    console.info(`Alerts: ${report.sent} sent, ${report.ended} subscriptions ended, ${report.failed} not delivered`);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
