/** The About page (SPEC §2 About: mission, four value cards, story naming eight cities, call to action). */
export const about = {
  metaTitle: "About {brand} - Our mission, values and story",
  metaDescription:
    "SoleMuse is a discreet, manually verified directory of Muses across major European cities, built on discretion, verification, safety and mutual respect.",
  hero: {
    eyebrow: "About {brand}",
    title: "A discreet home for an elegant passion",
    lead: "SoleMuse connects adults who appreciate beautiful feet with verified Muses across Europe, without judgement, noise or middlemen.",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Connections that begin with trust",
    text: "We believe an interest in feet deserves a space that is elegant, safe and free of judgement. Our mission is to give admirers and Muses a place where every profile is real, every conversation is respectful and every arrangement stays between the two people involved. {payments}",
  },
  values: {
    eyebrow: "Our values",
    title: "What we stand for",
    lead: "Four promises guide every decision we make, from the design of a profile to the way we answer an e-mail.",
    discretion:
      "Your interests are your business. We collect only what we need, strip location data from every photo and never sell personal data.",
    verification:
      "A real person reviews every application before a profile goes live, so the directory shows genuine, approved Muses only.",
    safety:
      "Clear rules, adults-only access and quick action on every report. We encourage meeting in public first and trusting your instincts.",
    respect:
      "Muses decide who they talk to and on what terms. A polite no is an answer, and anyone who forgets that has no place here.",
  },
  story: {
    eyebrow: "Our story",
    title: "From Zurich to the rest of Europe",
    beginning:
      "SoleMuse began in Zurich, where a small team grew tired of anonymous classifieds, stolen photos and platforms that treated a personal interest as something to hide. We set out to build the opposite: a calm, carefully designed directory where every Muse is checked by a real person.",
    conversations:
      "Conversations with Muses and admirers in Berlin, Vienna, Munich, Hamburg, Frankfurt, Amsterdam and Brussels shaped every rule we have: verify by hand, never stand between two adults, never process their payments and protect their privacy as if it were our own.",
    today:
      "{coverage} We are still a small, independent team, and we still read every application and every message ourselves.",
  },
  facts: {
    reviewTime: "48 h",
    contactReply: "24 h",
    adultsOnly: "18+",
    payments: "0",
    paymentsLabel: "Payments processed by SoleMuse: arrangements are made directly between users.",
  },
  photoVerification: {
    eyebrow: "Verified, and how",
    title: 'What "Photo verified" means',
    verified: "Verified",
    photoVerified: "Photo verified",
    verifiedText:
      "Every Muse in the directory is {verified}: a member of our team read her application and checked her pictures and phone number by hand before her profile went live.",
    photoVerifiedText:
      'A Muse may also be {photoVerified}. She asks us for a one-time code and a gesture, then sends one fresh picture of herself holding her handle and that code written on paper, making the gesture. An admin compares it with her profile pictures; the badge shows the month and year of that check ("Photo verified · Nov 2026"). It lasts 12 months, and ends at once if she replaces her profile picture, until she verifies again.',
    pictureText:
      "The verification picture is never shown to visitors: only our team sees it, and it is deleted 30 days after our decision. We also compare every uploaded picture with the pictures of other profiles, so a photo taken from someone else is caught before it goes live.",
  },
  cta: {
    title: "Be part of the SoleMuse story",
    text: "Discover verified Muses near you, or apply to become one. Every profile is reviewed by hand.",
    explore: "Explore Muses",
    becomeMuse: "Become a Muse",
  },
} as const;
