import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { notifyApproval } from "../../functions/applications/notify.ts";

export const config: Config = { path: "/api/send-approval-notification" };

export default paths({ "/api/send-approval-notification": route({ POST: admin(notifyApproval) }) });
