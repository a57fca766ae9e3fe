import { newMessageMail } from "./messages.ts";

/**
 * Every e-mail a user receives (functions/email/templates.ts), in the language she used on the site. `{brand}`,
 * `{supportEmail}` and the links are filled in by the template; a link already points to the page in her language.
 * The statement of reasons' own words (what was restricted, for how long, the clause) are those of the dashboard,
 * in the `api` area (api.ts).
 */
export const mail = {
  signature: "Discretion, verification, safety and respect,\nThe {brand} Team\n{supportEmail}",
  verification: {
    subject: "Confirm your {brand} e-mail address",
    text: "Welcome to {brand}.\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n{link}\n\nIf you did not create an account, ignore this message.",
  },
  passwordReset: {
    subject: "Reset your {brand} password",
    text: "Hello,\n\nSomeone (hopefully you) asked to reset the password of your {brand} account. Open this link within one hour to choose a new one:\n{link}\n\nThe link works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  emailChange: {
    subject: "Confirm your new {brand} e-mail address",
    text: "Hello,\n\nPlease confirm that this is the new e-mail address of your {brand} account by opening this link within 24 hours:\n{link}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this e-mail.",
  },
  passwordChanged: {
    subject: "Your {brand} password was changed",
    text: "Hello,\n\nThe password of your {brand} account was just changed, and every other session was signed out.\n\nIf this was not you, choose a new password now: {forgotPasswordLink}\nThen write to us at {supportEmail}.",
  },
  emailChangeRequested: {
    subject: "A new e-mail address was asked for your {brand} account",
    text: "Hello,\n\nSomeone signed in to your {brand} account asked to move it to {newEmail}. Nothing changes unless the link we sent there is opened within 24 hours.\n\nIf this was not you, choose a new password now (this also cancels the change): {forgotPasswordLink}",
  },
  emailChanged: {
    subject: "Your {brand} e-mail address was changed",
    text: "Hello,\n\nYour {brand} account now uses the address {newEmail}; this address no longer signs in.\n\nIf this was not you, write to us at once at {supportEmail} from this address, and we will give the account back to you.",
  },
  applicationReceived: {
    subject: "We received your {brand} application",
    text: "Hello {handle},\n\nThank you for applying to become a Muse. Every application is reviewed by hand within 48 hours, and we will e-mail you as soon as a decision is made.\n\nCreate your account with this address to follow your application on your dashboard: {authLink}",
  },
  applicationClaim: {
    subject: "Your {brand} application: the link to your account",
    text: "Hello {handle},\n\nThank you for applying to become a Muse. Every application is reviewed by hand within 48 hours.\n\nOpen this link to create your account (or sign in) and link your application to it, so you can follow its review on your dashboard. It works for {days} days; keep it to yourself:\n{claimLink}\n\nIf it has expired, ask for a new one on {authLink}",
  },
  approval: {
    subject: "Your {brand} profile is live",
    text: "Hello {handle},\n\nGood news: your application has been approved and your profile is now live in the directory:\n{profileLink}\n\nSign in to your dashboard to edit your profile, availability and gallery: {dashboardLink}",
  },
  reinstatement: {
    subject: "Your {brand} profile is live again",
    text: "Hello {handle},\n\nYour profile has been reinstated and is shown in the directory again:\n{profileLink}",
  },
  photoVerified: {
    subject: "Your {brand} profile is photo verified",
    text: 'Hello {handle},\n\nAn admin compared your verification picture with your profile, and your profile now shows "Photo verified" with this month\'s date. It lasts 12 months; we will remind you two weeks before it ends. Replacing your profile picture ends it sooner, and you can verify again at any time.\n\nYour verification picture is never shown to visitors and is deleted within 30 days.',
  },
  photoVerificationEnding: {
    subject: "Your {brand} photo verification ends on {date}",
    text: 'Hello {handle},\n\nYour profile\'s "Photo verified" badge ends on {date}, 12 months after your pictures were checked. To keep it, ask for a new code on your dashboard and send a fresh picture: {dashboardLink}',
  },
  /** Every restriction of a Muse, and a warning: the statement of reasons (DSA Art. 17), with the way to appeal. */
  statement: {
    subjects: {
      suspension: "Your {brand} profile has been suspended",
      picture_removal: "A picture was removed from your {brand} profile",
      verification_declined: "Your {brand} photo verification was declined",
      rejection: "About your {brand} application",
      warning: "A warning about your {brand} profile",
      age_check_pause: "Your {brand} listing is paused until you confirm your age",
    },
    intros: {
      suspension: "Your profile has been suspended and is no longer shown in the directory.",
      picture_removal: "Our team removed a picture from your profile. The rest of your profile is unchanged.",
      verification_declined: "An admin could not confirm your verification picture.",
      rejection:
        "Thank you for your interest in {brand}. After review we could not approve your application this time.",
      warning: "Our team reviewed your profile and is giving you a warning. Nothing on your profile was restricted.",
      age_check_pause:
        "Your listing is paused: we asked you to confirm your age with a picture of your identity document, and 30 days have passed without one. Send it on your dashboard under “Confirm your age”; your listing comes back as soon as we have checked it.",
    },
    /** The intro of a picture removal that names the picture. */
    pictureRemoved: "Our team removed {picture} from your profile. The rest of your profile is unchanged.",
    pictures: {
      gallery_image: "a gallery picture",
      profile_picture: "your profile picture",
      feet_picture: "your feet picture",
    },
    text: "Hello {handle},\n\n{intro}\n\nStatement of reasons\n\n{statement}\n\nYou can read this statement, and appeal it, on your dashboard under “Decisions about your profile”: {dashboardLink}",
    /** The statement, one field a line. */
    fields: {
      restricted: "What was restricted: {restriction}",
      since: "Since: {date}",
      until: "Until: {duration}",
      facts: "Facts: {facts}",
      ground: "Ground: {clause} ({link})",
      source: "How we learned of it: {source}",
      automated: "Automated means: {automated}",
      appeal: "How to appeal: {appeal}",
    },
  },
  /** Her appeal was decided; `{effect}` says what changed, when something did. */
  appealDecided: {
    subject: "Your {brand} appeal: {outcome}",
    text: "Hello {handle},\n\nWe reviewed your appeal of the decision “{decision}”.\n\n{outcome}. The reason:\n\n{reason}{effect}\n\nYou can read it on your dashboard: {dashboardLink}\nIf you disagree, you may turn to a certified out-of-court dispute settlement body or to the courts.",
    effects: {
      reinstated: "Your profile is reinstated and shown in the directory again.",
      pictureBack: "The picture is back on your profile.",
      pictureReplaced: "The picture could not be put back because you have uploaded another one in its place.",
      verified: "Your profile now shows “Photo verified”.",
      reopened: "Your application is back in our review queue; we will e-mail you our decision.",
      warningWithdrawn: "The warning is withdrawn.",
    },
  },
  /** "Confirm your age" after a notice (decision 0066): why, how, and by when. */
  ageCheckRequested: {
    subject: "Please confirm your age on {brand}",
    text: "Hello {handle},\n\nWe received a notice that you may be under 18. Every Muse on {brand} must be 18 or older, so we ask you for a fresh proof of age: a picture of your passport, ID card or driving licence on which your date of birth, the document number, the issuing country and the expiry date are readable (you may cover the rest).\n\nPlease send it within {days} days on your dashboard under “Confirm your age”: {dashboardLink}\n\nOnly our team sees the picture, and we delete it as soon as we have checked it. If it has not arrived within {days} days, your listing is paused until we have checked it.",
  },
  /** To an application without its identity document: sent before we asked for one, or deleted unchecked. */
  ageDocumentAgain: {
    subject: "Your {brand} application needs your identity document",
    text: "Hello {handle},\n\nThank you for your application. Before we can approve it we must check your age on a picture of your passport, ID card or driving licence, and we have none: your application was sent before we asked for it, or the picture was deleted unchecked after 30 days.\n\nPlease sign in with the account of your application and send the picture on your dashboard under “Confirm your age”: {dashboardLink}\n\nOnly our team sees it, and we delete it as soon as your application is decided.",
  },
  /** The receipt of a notice (DSA Art. 16(4)): fixed text apart from the reference and the profile's handle. */
  noticeReceipt: {
    subject: "We received your report {reference}",
    text: "Hello,\n\nThank you for reporting the profile {handle} on {brand}. Your report's reference is {reference}.\n\nA member of our team reviews every report by hand, reports about minors or people forced or trafficked first. We will e-mail you the outcome to this address.\n\nWe keep this address with your report for {months} months after its decision, then delete both. If you did not send this report, you can ignore this e-mail.",
  },
  /** The outcome of a notice (DSA Art. 16(5)). */
  noticeOutcome: {
    subject: "The outcome of your report {reference}",
    text: "Hello,\n\nOur team has decided on your report {reference} about the profile {handle}.\n\n{outcome}\n\nNo automated means were used: a member of our team reviewed the report and decided. If you disagree with this decision, reply to this e-mail or write to {supportEmail} within 6 months, quoting {reference}; you may also turn to a certified out-of-court dispute settlement body or to the courts.",
    noAction: "We reviewed the profile and found no breach of our Terms, so no action was taken.",
    action: "We took action: {decision}. The ground: {clause} ({link}).",
    someAction: "We took action on the profile.",
  },
  contactConfirmation: {
    subject: "We received your message",
    text: "Hello,\n\nThank you for contacting {brand}. We'll get back to you within 24 hours.\n\nIf you did not write to us, you can ignore this e-mail.",
  },
  contactResponse: {
    /** The visitor's own subject, answered. */
    reply: "Re: {subject}",
    subject: "Your message to {brand}",
    text: "Hello {name},\n\n{response}",
  },
  newMessage: newMessageMail,
} as const;
