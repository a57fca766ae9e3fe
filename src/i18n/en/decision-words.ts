/**
 * The words of a statement of reasons that the `api` area (decisions) and the statement's shared parts
 * (dashboard-statement.ts) both hold: a module of their own, so a page that shows a statement loads these and no other
 * message.
 */
/** The clauses of /terms a decision relies on. */
export const clauses = {
  "1.1": "Adults only: every Muse and user is 18 or older",
  "3.1": "Applications and profiles are accurate and genuine",
  "3.2": "A verification picture shows the Muse herself",
  "4.1": "Everything happens with the free and informed consent of every adult involved",
  "4.2": "No minors, in any way",
  "4.3": "No illegal services, no one forced or trafficked",
  "4.4": "No harassment, threats, fraud or discrimination",
  "4.5": "No one's private information or images without consent",
  "4.6": "No spam, scams, scraping or unrelated advertising",
  "5.1": "Pictures show only the Muse, who holds their rights",
  "5.2": "Content is tasteful and not sexually explicit",
  "8.1": "Profiles may be suspended for a breach of the Terms, a legal duty or a credible risk to users",
} as const;

/** How long a restriction holds, by kind of decision. */
export const durations = {
  suspension: "Indefinite: until your profile is reinstated",
  picture_removal: "Indefinite",
  verification_declined: "Until you verify again",
  rejection: "Until you resubmit your application",
  warning: "Not applicable: nothing was restricted",
  age_check_pause: "Until we have checked your identity document",
} as const;

export const appealOutcomes = { upheld: "Decision upheld", reversed: "Decision reversed" } as const;
