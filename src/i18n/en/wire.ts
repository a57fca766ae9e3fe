import {
  ACCOUNT_MESSAGES,
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  BLOG_MESSAGES,
  COMMON_PASSWORD,
  CONTACT_MESSAGES,
  EMAIL_INVALID,
  MODERATION_MESSAGES,
  PROFILE_MESSAGES,
  REASON_REQUIRED,
  RESET_MESSAGES,
  TOUR_MESSAGES,
} from "../../domain/messages.ts";
import {
  ARTICLE_NOT_FOUND,
  DASHBOARD_MESSAGES,
  HTTP_MESSAGES,
  IMAGE_MESSAGES,
  IMAGE_NOT_FOUND,
  LINK_MESSAGES,
  PROFILE_NOT_FOUND,
  SUBMIT_MESSAGES,
  VISIT_NOT_FOUND,
} from "../../domain/api-texts.ts";
import { RULE_MESSAGES } from "../../domain/rule-texts.ts";
import {
  APPEAL_OUTCOMES,
  DECISION_DURATIONS,
  DECISION_MESSAGES,
  DECISION_RESTRICTIONS,
  DECISION_SOURCE_TEXTS,
  DECISION_TITLES,
  HOW_TO_APPEAL,
  NO_AUTOMATED_DECISION,
  TERMS_CLAUSES,
  TERMS_CLAUSE_KEYS,
  clauseLabel,
  type TermsClause,
} from "../../domain/decision-texts.ts";
import { REPORT_REASONS } from "../../domain/moderation-texts.ts";
import { VERIFICATION_MESSAGES } from "../../domain/verification-texts.ts";

/**
 * Every English message the server or a schema writes that a visitor of the translated pages can meet: validation,
 * API errors, the spec's toasts, and the statement of reasons' words. Each value IS the domain's constant, so a change
 * there changes the key the other languages translate (their wire.ts holds the same keys); `wireDictionary` pairs
 * them, and `translateWire` shows each in the page's language. Admin-only messages stay English (the admin panel is
 * English); tests/unit/wire.test.ts names them and fails on a new message that is in neither list.
 */
export const wire = {
  /** What any API call can answer. */
  http: {
    forbidden: HTTP_MESSAGES.forbidden,
    notFound: HTTP_MESSAGES.notFound,
    tooManyRequests: HTTP_MESSAGES.tooManyRequests,
    internal: HTTP_MESSAGES.internal,
    methodNotAllowed: HTTP_MESSAGES.methodNotAllowed,
    crossSite: HTTP_MESSAGES.crossSite,
    expectedJson: HTTP_MESSAGES.expectedJson,
    bodyTooLarge: HTTP_MESSAGES.bodyTooLarge,
    malformedJson: HTTP_MESSAGES.malformedJson,
    nulCharacters: HTTP_MESSAGES.nulCharacters,
    expectedUpload: HTTP_MESSAGES.expectedUpload,
    malformedUpload: HTTP_MESSAGES.malformedUpload,
    invalidInput: HTTP_MESSAGES.invalidInput,
    requestTimeout: HTTP_MESSAGES.requestTimeout,
    network: HTTP_MESSAGES.network,
  },
  /** The rules of the visitors' forms (zod), in the order the forms show them. */
  rules: {
    email: EMAIL_INVALID,
    handle: {
      tooShort: RULE_MESSAGES.handle.tooShort,
      tooLong: RULE_MESSAGES.handle.tooLong,
      characters: RULE_MESSAGES.handle.characters,
    },
    services: {
      invalid: RULE_MESSAGES.services.invalid,
      required: RULE_MESSAGES.services.required,
      repeated: RULE_MESSAGES.services.repeated,
    },
    bio: {
      tooShort: RULE_MESSAGES.bio.tooShort,
      tooLongApplication: RULE_MESSAGES.bio.tooLongApplication,
      tooLongProfile: RULE_MESSAGES.bio.tooLongProfile,
    },
    application: {
      city: RULE_MESSAGES.application.city,
      phone: RULE_MESSAGES.application.phone,
      howFoundUs: RULE_MESSAGES.application.howFoundUs,
      ageConfirmed: RULE_MESSAGES.application.ageConfirmed,
      termsAccepted: RULE_MESSAGES.application.termsAccepted,
    },
    password: {
      tooShort: RULE_MESSAGES.password.tooShort,
      tooLong: RULE_MESSAGES.password.tooLong,
      mismatch: RULE_MESSAGES.password.mismatch,
      required: RULE_MESSAGES.password.required,
      currentRequired: RULE_MESSAGES.password.currentRequired,
      common: COMMON_PASSWORD,
    },
    contact: {
      nameRequired: RULE_MESSAGES.contact.nameRequired,
      nameTooLong: RULE_MESSAGES.contact.nameTooLong,
      subjectTooLong: RULE_MESSAGES.contact.subjectTooLong,
      messageRequired: RULE_MESSAGES.contact.messageRequired,
      messageTooLong: RULE_MESSAGES.contact.messageTooLong,
    },
    report: {
      reasonRequired: REASON_REQUIRED,
      detailsTooLong: RULE_MESSAGES.report.detailsTooLong,
      handleRequired: RULE_MESSAGES.report.handleRequired,
      unknownPicture: RULE_MESSAGES.report.unknownPicture,
      goodFaithRequired: MODERATION_MESSAGES.goodFaithRequired,
      explanationRequired: MODERATION_MESSAGES.explanationRequired,
    },
    profile: {
      tooLong64: RULE_MESSAGES.profile.tooLong64,
      tooLong30: RULE_MESSAGES.profile.tooLong30,
      url: RULE_MESSAGES.profile.url,
      captionTooLong: RULE_MESSAGES.profile.captionTooLong,
    },
    visit: {
      ownCity: RULE_MESSAGES.visit.ownCity,
      startsOn: RULE_MESSAGES.visit.startsOn,
      endsOn: RULE_MESSAGES.visit.endsOn,
      startsInPast: RULE_MESSAGES.visit.startsInPast,
      endsBeforeStart: RULE_MESSAGES.visit.endsBeforeStart,
      tooFarAhead: RULE_MESSAGES.visit.tooFarAhead,
      overlap: RULE_MESSAGES.visit.overlap,
      tooMany: RULE_MESSAGES.visit.tooMany,
    },
    appeal: {
      required: DECISION_MESSAGES.appealRequired,
      tooLong: DECISION_MESSAGES.appealTooLong,
    },
  },
  /** Sign-up, sign-in and the session. */
  auth: {
    alreadyRegistered: AUTH_MESSAGES.alreadyRegistered,
    accountExists: {
      title: AUTH_MESSAGES.accountExists.title,
      description: AUTH_MESSAGES.accountExists.description,
    },
    signUpFailed: AUTH_MESSAGES.signUpFailed,
    signUpDone: AUTH_MESSAGES.signUpDone,
    signUpLinked: AUTH_MESSAGES.signUpLinked,
    invalidLogin: AUTH_MESSAGES.invalidLogin,
    invalidCredentials: {
      title: AUTH_MESSAGES.invalidCredentials.title,
      description: AUTH_MESSAGES.invalidCredentials.description,
    },
    signInFailed: AUTH_MESSAGES.signInFailed,
    signedIn: AUTH_MESSAGES.signedIn,
    noUser: AUTH_MESSAGES.noUser,
    sessionMissing: AUTH_MESSAGES.sessionMissing,
    accessDenied: AUTH_MESSAGES.accessDenied,
    linkNotFound: LINK_MESSAGES.notFound,
    alreadyHasProfile: LINK_MESSAGES.alreadyHasProfile,
    linkFailed: LINK_MESSAGES.failed,
  },
  /** "Forgot password?" and the reset page. */
  reset: {
    requested: RESET_MESSAGES.requested,
    invalidLink: RESET_MESSAGES.invalidLink,
    done: RESET_MESSAGES.done,
  },
  /** Account settings. */
  account: {
    wrongPassword: ACCOUNT_MESSAGES.wrongPassword,
    passwordChanged: ACCOUNT_MESSAGES.passwordChanged,
    otherSessionsEnded: ACCOUNT_MESSAGES.otherSessionsEnded,
    verificationSent: ACCOUNT_MESSAGES.verificationSent,
    alreadyVerified: ACCOUNT_MESSAGES.alreadyVerified,
    deleted: ACCOUNT_MESSAGES.deleted,
    sameEmail: ACCOUNT_MESSAGES.sameEmail,
    emailChangeSent: ACCOUNT_MESSAGES.emailChangeSent,
    emailChanged: ACCOUNT_MESSAGES.emailChanged,
    emailChangeInvalid: ACCOUNT_MESSAGES.emailChangeInvalid,
    emailChangeTaken: ACCOUNT_MESSAGES.emailChangeTaken,
    emailChangeCancelled: ACCOUNT_MESSAGES.emailChangeCancelled,
    confirmEmailFirst: ACCOUNT_MESSAGES.confirmEmailFirst,
  },
  /** The Muse application. */
  application: {
    profilePictureRequired: {
      title: APPLICATION_MESSAGES.profilePictureRequired.title,
      description: APPLICATION_MESSAGES.profilePictureRequired.description,
    },
    feetPictureRequired: {
      title: APPLICATION_MESSAGES.feetPictureRequired.title,
      description: APPLICATION_MESSAGES.feetPictureRequired.description,
    },
    profileUploadFailed: APPLICATION_MESSAGES.profileUploadFailed,
    feetUploadFailed: APPLICATION_MESSAGES.feetUploadFailed,
    submitFailed: APPLICATION_MESSAGES.submitFailed,
    submitted: {
      title: APPLICATION_MESSAGES.submitted.title,
      description: APPLICATION_MESSAGES.submitted.description,
    },
    submittedLinked: APPLICATION_MESSAGES.submittedLinked,
    resubmitted: APPLICATION_MESSAGES.resubmitted,
    claimLinkSent: APPLICATION_MESSAGES.claimLinkSent,
    handleTaken: SUBMIT_MESSAGES.handleTaken,
    alreadyApplied: SUBMIT_MESSAGES.alreadyApplied,
  },
  /** Pictures, wherever they are uploaded. */
  images: {
    tooLarge: IMAGE_MESSAGES.tooLarge,
    notAnImage: IMAGE_MESSAGES.notAnImage,
    dimensionsTooLarge: IMAGE_MESSAGES.dimensionsTooLarge,
    notFound: IMAGE_NOT_FOUND,
  },
  /** The contact form. */
  contact: {
    sendFailed: { title: CONTACT_MESSAGES.sendFailed.title, description: CONTACT_MESSAGES.sendFailed.description },
    sent: { title: CONTACT_MESSAGES.sent.title, description: CONTACT_MESSAGES.sent.description },
  },
  /** A visitor's report of a profile (the notice). */
  report: {
    sent: {
      title: MODERATION_MESSAGES.reportSent.title,
      description: MODERATION_MESSAGES.reportSent.description,
    },
    failed: MODERATION_MESSAGES.reportFailed,
    goodFaith: MODERATION_MESSAGES.goodFaith,
    reference: MODERATION_MESSAGES.reportReference,
    receiptOnItsWay: MODERATION_MESSAGES.reportReceiptOnItsWay,
    namesPicture: MODERATION_MESSAGES.reportNamesPicture,
    repeated: MODERATION_MESSAGES.reportRepeated,
    pictureGone: DECISION_MESSAGES.pictureGone,
    profileNotFound: PROFILE_NOT_FOUND,
    reasons: {
      fake_photos: REPORT_REASONS.fake_photos,
      under_18: REPORT_REASONS.under_18,
      forced: REPORT_REASONS.forced,
      scam: REPORT_REASONS.scam,
      offensive: REPORT_REASONS.offensive,
      other: REPORT_REASONS.other,
    },
  },
  /** The Muse's dashboard: her profile, listing, pictures and gallery. */
  dashboard: {
    noProfile: DASHBOARD_MESSAGES.noProfile,
    notApproved: DASHBOARD_MESSAGES.notApproved,
    loadFailed: PROFILE_MESSAGES.loadFailed,
    updateFailed: PROFILE_MESSAGES.updateFailed,
    updated: PROFILE_MESSAGES.updated,
    cityUpdated: PROFILE_MESSAGES.cityUpdated,
    availabilityUpdated: PROFILE_MESSAGES.availabilityUpdated,
    galleryLoadFailed: PROFILE_MESSAGES.galleryLoadFailed,
    uploadFailed: {
      title: PROFILE_MESSAGES.uploadFailed.title,
      description: PROFILE_MESSAGES.uploadFailed.description,
    },
    deleteFailed: {
      title: PROFILE_MESSAGES.deleteFailed.title,
      description: PROFILE_MESSAGES.deleteFailed.description,
    },
    uploaded: PROFILE_MESSAGES.uploaded,
    deleted: PROFILE_MESSAGES.deleted,
    captionSaved: PROFILE_MESSAGES.captionSaved,
    captionFailed: {
      title: PROFILE_MESSAGES.captionFailed.title,
      description: PROFILE_MESSAGES.captionFailed.description,
    },
    paused: MODERATION_MESSAGES.paused,
    resumed: MODERATION_MESSAGES.resumed,
    pauseConfirm: MODERATION_MESSAGES.pauseConfirm,
    pauseFailed: MODERATION_MESSAGES.pauseFailed,
    resumeFailed: MODERATION_MESSAGES.resumeFailed,
    suspendedNote: MODERATION_MESSAGES.suspendedNote,
    suspendedListing: MODERATION_MESSAGES.suspendedListing,
    galleryOrderInvalid: MODERATION_MESSAGES.galleryOrderInvalid,
    galleryOrderSaved: MODERATION_MESSAGES.galleryOrderSaved,
    galleryOrderFailed: MODERATION_MESSAGES.galleryOrderFailed,
    pictureReplaced: {
      profile: MODERATION_MESSAGES.pictureReplaced.profile,
      feet: MODERATION_MESSAGES.pictureReplaced.feet,
    },
    pictureReplaceFailed: {
      profile: MODERATION_MESSAGES.pictureReplaceFailed.profile,
      feet: MODERATION_MESSAGES.pictureReplaceFailed.feet,
    },
  },
  /** Her tour on the dashboard. */
  tours: {
    added: TOUR_MESSAGES.added,
    removed: TOUR_MESSAGES.removed,
    addFailed: TOUR_MESSAGES.addFailed,
    removeFailed: TOUR_MESSAGES.removeFailed,
    notFound: VISIT_NOT_FOUND,
  },
  /** Photo verification: her dashboard and the public badge. */
  verification: {
    badge: VERIFICATION_MESSAGES.badge,
    filter: VERIFICATION_MESSAGES.filter,
    explanation: VERIFICATION_MESSAGES.explanation,
    requested: VERIFICATION_MESSAGES.requested,
    submitted: VERIFICATION_MESSAGES.submitted,
    noOpenRequest: VERIFICATION_MESSAGES.noOpenRequest,
    codeExpired: VERIFICATION_MESSAGES.codeExpired,
    alreadySubmitted: VERIFICATION_MESSAGES.alreadySubmitted,
    notApproved: VERIFICATION_MESSAGES.notApproved,
    replacingEndsIt: VERIFICATION_MESSAGES.replacingEndsIt,
  },
  /** Statements of reasons and appeals, as the Muse reads them on her dashboard and in her mails. */
  decisions: {
    loadFailed: DECISION_MESSAGES.decisionsLoadFailed,
    notFound: DECISION_MESSAGES.decisionNotFound,
    appealSent: DECISION_MESSAGES.appealSent,
    appealFailed: DECISION_MESSAGES.appealFailed,
    appealAlreadySent: DECISION_MESSAGES.appealAlreadySent,
    appealTooLate: DECISION_MESSAGES.appealTooLate,
    titles: {
      suspension: DECISION_TITLES.suspension,
      picture_removal: DECISION_TITLES.picture_removal,
      verification_declined: DECISION_TITLES.verification_declined,
      rejection: DECISION_TITLES.rejection,
      warning: DECISION_TITLES.warning,
    },
    restrictions: {
      suspension: DECISION_RESTRICTIONS.suspension,
      picture_removal: DECISION_RESTRICTIONS.picture_removal,
      verification_declined: DECISION_RESTRICTIONS.verification_declined,
      rejection: DECISION_RESTRICTIONS.rejection,
      warning: DECISION_RESTRICTIONS.warning,
    },
    durations: {
      suspension: DECISION_DURATIONS.suspension,
      picture_removal: DECISION_DURATIONS.picture_removal,
      verification_declined: DECISION_DURATIONS.verification_declined,
      rejection: DECISION_DURATIONS.rejection,
      warning: DECISION_DURATIONS.warning,
    },
    sources: {
      notice: DECISION_SOURCE_TEXTS.notice,
      own_initiative: DECISION_SOURCE_TEXTS.own_initiative,
    },
    noAutomatedDecision: NO_AUTOMATED_DECISION,
    howToAppeal: HOW_TO_APPEAL,
    appealOutcomes: { upheld: APPEAL_OUTCOMES.upheld, reversed: APPEAL_OUTCOMES.reversed },
    /** The clauses of /terms a decision relies on, and how a statement names one ("Clause 4.2 of our Terms: …"). */
    clauses: TERMS_CLAUSES,
    clauseLabels: Object.fromEntries(TERMS_CLAUSE_KEYS.map((clause) => [clause, clauseLabel(clause)])) as Record<
      TermsClause,
      string
    >,
  },
  /** The blog's public pages. */
  blog: {
    articleNotFound: ARTICLE_NOT_FOUND,
    copied: BLOG_MESSAGES.copied,
    copyFailed: BLOG_MESSAGES.copyFailed,
  },
} as const;
