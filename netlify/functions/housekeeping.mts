import type { Config } from "@netlify/functions";
import { pruneRateLimits } from "../../functions/http/rate-limit.ts";
import {
  deleteDecidedNotices,
  deleteNoticeMails,
  deleteRemovedPictures,
} from "../../functions/moderation/retention.ts";
import {
  deleteDecidedPictures,
  endExpiredVerifications,
  remindEndingVerifications,
} from "../../functions/verification/upkeep.ts";
import { purgeListingsOfNewDay } from "../../functions/muses/visits.ts";
import { deleteAgeDocuments } from "../../functions/applications/age-document.ts";
import { pauseUncheckedListings } from "../../functions/age-checks/task.ts";
import { askForAgeDocuments } from "../../functions/age-checks/queue.ts";
import { deleteOldConversations } from "../../functions/conversations/retention.ts";

/**
 * Every hour (it has no path of its own): the rate-limit windows that have run out are deleted; photo verifications
 * 14 days from their end are reminded of it, those past 12 months end, and verification pictures decided 30 days
 * ago are deleted, as are identity document pictures of decided applications or sent 30 days ago; applications
 * without their identity document are asked for it again, and live Muses 30 days into "Confirm your age" without
 * sending it have their listing paused; notices decided 12 months ago are deleted with the mails to their reporters, and removed pictures
 * kept 6 months for an appeal are deleted; in the first hour of the site's day, the CDN's copies of the listings a
 * visit changes that day are purged; conversations 90 days after their last message are deleted. Each task runs even when another fails.
 */
export default async () => {
  const tasks = {
    "expired rate-limit windows deleted": pruneRateLimits,
    "photo verifications reminded": async () => (await remindEndingVerifications()).length,
    "photo verifications ended": async () => (await endExpiredVerifications()).length,
    "verification pictures deleted": deleteDecidedPictures,
    "identity document pictures deleted": deleteAgeDocuments,
    "applicants asked for their identity document again": askForAgeDocuments,
    "listings paused for want of an age check": () => pauseUncheckedListings(),
    "decided notices deleted": deleteDecidedNotices,
    "mails about notices deleted": deleteNoticeMails,
    "removed pictures deleted": deleteRemovedPictures,
    "cache tags of a new day's listings purged": () => purgeListingsOfNewDay(),
    "conversations 90 days after their last message deleted": () => deleteOldConversations(),
  };
  let failed = false;
  for (const [done, task] of Object.entries(tasks)) {
    try {
      const count = await task();
      if (count > 0) console.info(`Housekeeping: ${count} ${done}`);
    } catch (error) {
      failed = true;
      console.error(`Housekeeping failed (${done})`, error);
    }
  }
  return new Response(null, { status: failed ? 500 : 204 });
};

export const config: Config = { schedule: "@hourly" };
