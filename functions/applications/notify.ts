import { z } from "../../src/domain/zod.ts";
import { recipientOf } from "./recipient.ts";
import { sendMailSafely } from "../email/index.ts";
import { mailsIn, type Mail, type Mails } from "../email/templates.ts";
import { readJson } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import { isUuid } from "../http/ids.ts";
import { applicationNotFound } from "./detail.ts";

/**
 * Tells an Approved muse her profile is live. SPEC §4: a failure is only logged and the approval stands,
 * so this never throws; it answers whether the mail went out.
 */
export async function sendApprovalNotification(profileId: string): Promise<boolean> {
  try {
    const recipient = await recipientOf(profileId);
    if (recipient?.approval_status !== "Approved") {
      console.error(`Approval notification not sent: profile ${profileId} is not Approved`);
      return false;
    }
    if (!recipient.email) {
      console.error(`Approval notification not sent: profile ${profileId} has no e-mail address`);
      return false;
    }
    return await sendMailSafely(recipient.email, mailsIn(recipient.locale).approval(recipient.handle));
  } catch (error) {
    console.error("Approval notification failed", error);
    return false;
  }
}

/**
 * Tells a muse about an admin's change to her profile (reinstatement, her photo verified), in the language of her
 * application; never throws.
 */
export async function notifyMuse(profileId: string, mail: (mails: Mails, handle: string) => Mail): Promise<boolean> {
  try {
    const recipient = await recipientOf(profileId);
    if (!recipient?.email) return false;
    return await sendMailSafely(recipient.email, mail(mailsIn(recipient.locale), recipient.handle));
  } catch (error) {
    console.error("Muse notification failed", error);
    return false;
  }
}

const notificationSchema = z.object({
  profileId: z.string("profileId is required").check(z.maxLength(100, "profileId is invalid")),
});

/** POST /api/send-approval-notification `{ profileId }` (admin) */
export async function notifyApproval(call: Call): Promise<{ sent: boolean }> {
  const { profileId } = await readJson(call.request, notificationSchema);
  if (!isUuid(profileId) || !(await recipientOf(profileId))) throw applicationNotFound();
  return { sent: await sendApprovalNotification(profileId) };
}
