import type { Config } from "@netlify/functions";
import { deliverOutbox } from "../../functions/email/delivery.ts";

/** Every minute, Netlify sends what the outbox holds (functions/email/delivery.ts); it has no path of its own. */
export default async () => {
  const report = await deliverOutbox();
  if (report.sent || report.failed) console.info(`Mail delivery: ${report.sent} sent, ${report.failed} not delivered`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
