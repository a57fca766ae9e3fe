import type { Config } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { notifyApproval } from "../../functions/applications/notify.ts";

export const config: Config = { path: "/api/send-approval-notification" };

export default route({ POST: admin(notifyApproval) });
