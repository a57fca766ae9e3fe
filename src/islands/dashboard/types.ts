import type { City } from "../../domain/cities.ts";
import type { ApprovalStatus, Availability } from "../../domain/options.ts";

/** The signed-in muse's own profile as GET /api/dashboard/profile returns it (docs/API.md, OwnerProfile). */
export interface OwnerProfile {
  id: string;
  handle: string;
  bio: string;
  city: City;
  categories: string[];
  availability_status: Availability;
  approval_status: ApprovalStatus;
  rejection_reason: string | null;
  /** Why an admin suspended the profile, while it is Suspended. */
  suspension_reason: string | null;
  /** Set while she has paused her own listing. */
  paused_at: string | null;
  profile_picture_url: string | null;
  feet_picture_url: string | null;
  birth_year: number | null;
  nationality: string | null;
  ethnicity: string | null;
  hair_color: string | null;
  tattoos: boolean | null;
  smoker: boolean | null;
  spoken_languages: string[];
  onlyfans_link: string | null;
  telegram_handle: string | null;
  whatsapp_number: string | null;
  call_number: string | null;
  /** The application's verification number: seen by her and the admins, never public. */
  phone_number: string | null;
  email: string | null;
  created_at: string;
}

export interface GalleryImage {
  id: string;
  profile_id: string;
  image_url: string;
  caption: string | null;
  display_order: number;
}

export interface DashboardData {
  profile: OwnerProfile | null;
  gallery: GalleryImage[];
}
