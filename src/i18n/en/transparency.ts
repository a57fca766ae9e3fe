import { api } from "./api.ts";
import { CONTACT_LANGUAGES, TRANSPARENCY_TEXTS } from "../../domain/transparency.ts";

/**
 * The public transparency report, /transparency (decision 0052). The figures' words are the domain's
 * TRANSPARENCY_TEXTS, which the report's tests share.
 */
export const transparency = {
  ...TRANSPARENCY_TEXTS,
  eyebrow: "Digital Services Act",
  lead: "How {brand} handles notices about profiles: what we received, what we decided, how quickly, and what changed on appeal. The figures come straight from our records and hold no personal data.",
  figuresTitle: "The figures",
  period:
    "{lastYear}: from {since} to today. A notice counts when it was received, an action when it was taken and an appeal when it was sent; outcomes are as they stand today. The page is updated every few minutes.",
  atAGlance: "{lastYear} at a glance",
  noticesReceived: "Notices received",
  actionsTaken: "Actions taken",
  reversedOnAppeal: "Decisions reversed on appeal",
  figure: "Figure",
  urgent: "urgent",
  reasons: api.report.reasons,
  decisions: api.decisions.titles,
  moderation: {
    title: "How moderation works",
    notices:
      "Anyone can tell us about a profile with “Report this profile” on its page, signed in or not. A person on our team reads every notice. Notices that someone may be under 18, or forced or trafficked, are marked urgent and read first.",
    statements:
      "Whenever we restrict a Muse's profile (we suspend it, remove a picture, decline a photo verification or do not approve an application) or warn her, she receives a statement of reasons: what we did, since when and until when, the facts, the clause of our {terms} we relied on, and how to appeal. She can appeal within {appealMonths} months from her dashboard; a member of our team reviews the appeal, upholds or reverses the decision, and tells her why.",
    terms: "Terms of Use",
    automation:
      "No decision about a profile's content is automated. Our check for stolen photos compares fingerprints of pictures, and all it does is point a picture out to a person on our team, who looks at it and decides. One pause follows by itself: a live Muse asked to confirm her age who has sent no identity document 30 days later has her listing paused, with a statement of reasons, until a person on our team has checked her document.",
    retention:
      "A notice is deleted, with the reporter's e-mail address, {noticeMonths} months after its decision. A removed picture is kept, unseen, for {pictureMonths} months in case the removal is appealed, then deleted. The figures still count what was deleted: only an anonymous line stays for them (the day, the reason or kind of action, the outcome), with no profile, name, text or address.",
  },
  contact: {
    title: "Points of contact",
    authorities: "For authorities",
    authoritiesText:
      "Authorities of the EU Member States, the European Commission and the European Board for Digital Services reach our single point of contact at {email}. Please say in the subject that you write as an authority. We read and answer in {languages}.",
    users: "For users",
    usersText:
      "Muses, visitors and anyone who reported a profile reach us at {email} or through our {contactForm}. A person on our team answers, never an automated system, in {languages}. {contactReply}",
    contactForm: "contact form",
    report:
      "To report a profile, use “Report this profile” on its page. If someone is in immediate danger, call the police on 112.",
    /** The languages the points of contact answer in (CONTACT_LANGUAGES), as a sentence says them. */
    languages: CONTACT_LANGUAGES.join(" and "),
  },
  /** Age checks on identity documents (decisions 0065, 0066), counted when recorded. */
  ageChecks: {
    title: "Age checks",
    total: "Identity documents checked",
    passed: "18 or older: passed",
    refused: "Under 18: refused",
  },
} as const;
