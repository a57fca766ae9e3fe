/**
 * Portable proof (issue 49, decision 0069): a photo verification's public receipt (/verify/{id}), its badge, the
 * snippet in her dashboard, the mark on pictures it does not cover, and the look-up "Is this photo a verified Muse?".
 */
export const proof = {
  receipt: {
    metaTitle: "Photo verification of {handle}",
    metaDescription:
      "A signed receipt of a photo verification: whom it names, which pictures were compared and whether it is still valid.",
    eyebrow: "Verification receipt",
    badge: "Photo verified · {month}",
    profileLink: "See her profile",
    statusLabel: "Status now",
    statuses: { valid: "Valid", expired: "Expired", ended: "Ended" },
    endedReasons: {
      replaced: "She replaced her profile picture after the verification.",
      suspended: "Her profile was suspended.",
      deleted: "She deleted her account.",
      renewed: "A newer verification took its place.",
    },
    verifiedOn: "Verified on {date}",
    validUntil: "Valid until {date}",
    expiredOn: "Expired on {date}",
    covered: "Pictures compared",
    coveredLead:
      "An admin compared a fresh picture of her, holding a one-time code and making a gesture we chose, with these pictures of her profile. Pictures she added later were not compared.",
    coveredGone: "None of the pictures compared is on her profile any more.",
    pictureAlt: "Picture {number} compared in the verification",
    receiptTitle: "The receipt",
    receiptLead:
      "This is the receipt as we signed it. It names her handle, the month of the verification, its expiry and the fingerprints of the pictures compared. Anyone can check it without asking us: it is a JSON Web Signature (EdDSA) that our public keys verify, published at {keys}.",
    checkTitle: "Check it yourself",
    checkLead:
      "With Node.js and the jose library (npm install jose), save these lines as check-receipt.mjs and run: node check-receipt.mjs <receipt> {site}",
    notProof:
      "A receipt shows that on that date an admin of {brand} compared these pictures with a fresh picture of the same person. It does not prove her name, her age or anything she writes; whether it still holds is what this page says now.",
  },
  badge: {
    title: "{handle}: photo verified on {brand}, {month}. Status now: {status}",
    verified: "Photo verified",
  },
  dashboard: {
    title: "Your verification receipt",
    lead: "Show your photo verification on your own site: paste this code where the badge should appear. It links to your receipt, which anyone can check, and always shows its status now.",
    snippetLabel: "Code to paste",
    open: "Open your receipt",
  },
  coverage: {
    addedAfter: "Added after verification",
    explanation:
      "The verification compared her profile picture and the gallery pictures she had then; a picture marked “Added after verification” was not compared.",
  },
  lookup: {
    metaTitle: "Is this photo a verified Muse?",
    metaDescription:
      "Check whether a picture belongs to a photo verified Muse of {brand}. Your picture never leaves your device.",
    eyebrow: "Photo check",
    title: "Is this photo a verified Muse?",
    lead: "Found a picture of a Muse somewhere else? Pick it here and we tell you whether it matches a picture that a photo verification on {brand} covers.",
    choose: "Choose a picture",
    privacy:
      "Your picture never leaves your device: your browser computes its fingerprint, a 64-bit number, and sends only that. We keep nothing of the question.",
    checking: "Comparing…",
    found: "This picture matches a photo verified Muse:",
    none: "No photo verified Muse has a picture like this one.",
    receiptLink: "See her verification",
    unreadable: "This file could not be read as a picture.",
    plain: "This picture is too plain to compare.",
    failed: "The comparison failed. Please try again.",
    tooMany: "Too many checks from your connection. Please try again in a few minutes.",
    noteNone:
      "No match is no proof of a fake: the Muse may not be photo verified, or the picture may be cropped too much to recognise.",
  },
};
