import { api } from "./api.ts";
import { overlay } from "./overlay.ts";

/** /muse/{handle}: the public profile, its pictures and gallery overlay, and the report dialog (SPEC §2). */
export const profile = {
  /** `{inCity}`: "in Zurich" in the page's language. */
  metaTitle: "{handle} {inCity} - Verified Muse | {brand}",
  notFound: {
    metaTitle: "Profile Not Found | {brand}",
    title: "Profile Not Found",
    text: "This Muse profile doesn't exist or is no longer available.",
    browse: "Browse the Directory",
  },
  back: "Back to Directory",
  verified: "Verified",
  photoVerified: {
    /** `{date}`: the month and year of the check, as the language writes them ("Nov 2026"). */
    badge: "Photo verified · {date}",
    explanation: api.verification.explanation,
    howWeVerify: "How we verify",
  },
  sections: {
    services: "Services Offered",
    contact: "Contact Options",
    about: "About",
    languages: "Spoken Languages",
    description: "Personal Description",
    gallery: "Gallery",
  },
  contact: {
    telegram: "Telegram",
    whatsapp: "WhatsApp",
    call: "Call",
    email: "Email",
  },
  /** Read by screen readers after a link that opens a new tab. */
  newTab: " (opens in a new tab)",
  facts: {
    birthYear: "Birth Year",
    nationality: "Nationality",
    ethnicity: "Ethnicity",
    hairColor: "Hair Color",
    tattoos: "Tattoos",
    smoker: "Smoker",
    yes: "Yes",
    no: "No",
  },
  exclusive: "Exclusive content available",
  /** Her tour: each visit not yet over. `{city}` is the city's name, `{dates}` the first to the last day. */
  visits: {
    label: "Her visits to other cities",
    visit: "Visiting {city} {dates}",
    /** A visit under way: `{date}` is its last day. */
    now: "Visiting {city} until {date}",
  },
  pictures: {
    /** A Muse without a picture: her initial on a tint. */
    none: "{handle}: no picture yet",
    open: "Open {name} full screen",
    /** A gallery picture without a caption. */
    galleryPicture: "{handle}, gallery picture {position}",
  },
  /** The full-screen overlay of the pictures (src/lib/picture-overlay.ts). */
  overlay,
  /** "Report this profile" (a notice, DSA Art. 16). Its checks' messages are the `api` area's. */
  report: {
    open: "Report this profile",
    profileTitle: "Report this profile",
    pictureTitle: "Report this picture",
    namesPicture: api.report.namesPicture,
    close: "Close",
    description: "Tell us what is wrong. Your report is read by our team only, and {handle} never learns who sent it.",
    reason: "Reason",
    reasons: api.report.reasons,
    urgent: "Urgent",
    detailsOptional: "Details (optional)",
    detailsRequired: "Details (required)",
    email: "Your e-mail for updates (optional)",
    emailHint:
      "We use it only to send you a receipt and the outcome. The Muse never sees it, and it is deleted with your report {months} months after our decision.",
    goodFaith: api.report.goodFaith,
    cancel: "Cancel",
    submit: "Submit",
    sending: "Sending...",
    sent: {
      title: api.report.sent.title,
      description: api.report.sent.description,
    },
    reference: api.report.reference,
    receipt: api.report.receiptOnItsWay,
    failed: api.report.failed,
  },
  /** In place of the profile when the database could not say whether she exists (503): she may well. */
  unavailable: {
    metaTitle: "Profile Unavailable | {brand}",
    title: "We can't show this profile right now",
    text: "Our site cannot load it at the moment. Please try again in a minute.",
  },
} as const;
