import { queryOne } from "../db/index.ts";
import type { SignedInCall } from "../http/route.ts";
import type { City } from "../../src/domain/cities.ts";

/** A Rejected application as its owner sends it again: her own answers, her pictures and why it was rejected. */
export interface RejectedApplicationForm {
  handle: string;
  city: City;
  categories: string[];
  bio: string;
  phone_number: string;
  how_found_us: string;
  profile_picture_url: string | null;
  feet_picture_url: string | null;
  rejection_reason: string | null;
}

/**
 * GET /api/applications/mine: the caller's Rejected application, the one state in which it can be submitted again,
 * or null. The answers are her own, how_found_us included; admin notes and reviewer never leave the admin pages.
 */
export async function getOwnRejectedApplication(
  call: SignedInCall,
): Promise<{ application: RejectedApplicationForm | null }> {
  const application = await queryOne<RejectedApplicationForm>(
    `SELECT handle, city, categories, bio, phone_number, how_found_us, profile_picture_url, feet_picture_url,
            rejection_reason
       FROM profiles WHERE user_id = $1 AND approval_status = 'Rejected'`,
    [call.session.userId],
  );
  return { application: application ?? null };
}
