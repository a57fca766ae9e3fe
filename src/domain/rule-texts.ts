/**
 * The keys of the messages of the rules (zod) a visitor's forms apply; their texts are in each language's `api`
 * area (`rules`). Each schema in src/domain names its message here; a message with a number has a key for each
 * number a form uses.
 */

export const RULE_MESSAGES = {
  handle: {
    tooShort: "rules.handle.tooShort",
    tooLong: "rules.handle.tooLong",
    characters: "rules.handle.characters",
  },
  services: {
    invalid: "rules.services.invalid",
    required: "rules.services.required",
    repeated: "rules.services.repeated",
  },
  bio: {
    tooShort: "rules.bio.tooShort",
    tooLongApplication: "rules.bio.tooLongApplication",
    tooLongProfile: "rules.bio.tooLongProfile",
  },
  application: {
    city: "rules.application.city",
    phone: "rules.application.phone",
    howFoundUs: "rules.application.howFoundUs",
    ageConfirmed: "rules.application.ageConfirmed",
    termsAccepted: "rules.application.termsAccepted",
  },
  password: {
    tooShort: "rules.password.tooShort",
    tooLong: "rules.password.tooLong",
    mismatch: "rules.password.mismatch",
    required: "rules.password.required",
    currentRequired: "rules.password.currentRequired",
  },
  contact: {
    nameRequired: "rules.contact.nameRequired",
    nameTooLong: "rules.contact.nameTooLong",
    subjectTooLong: "rules.contact.subjectTooLong",
    messageRequired: "rules.contact.messageRequired",
    messageTooLong: "rules.contact.messageTooLong",
  },
  report: {
    detailsTooLong: "rules.report.detailsTooLong",
    handleRequired: "rules.report.handleRequired",
    unknownPicture: "rules.report.unknownPicture",
  },
  profile: {
    tooLong64: "rules.profile.tooLong64",
    tooLong30: "rules.profile.tooLong30",
    url: "rules.profile.url",
    captionTooLong: "rules.profile.captionTooLong",
  },
  visit: {
    ownCity: "rules.visit.ownCity",
    startsOn: "rules.visit.startsOn",
    endsOn: "rules.visit.endsOn",
    startsInPast: "rules.visit.startsInPast",
    endsBeforeStart: "rules.visit.endsBeforeStart",
    tooFarAhead: "rules.visit.tooFarAhead",
    overlap: "rules.visit.overlap",
    tooMany: "rules.visit.tooMany",
  },
} as const;
