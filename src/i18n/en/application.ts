/** The Muse application form (/muse-onboarding) and its "Application Submitted!" panel. */
export const application = {
  metaTitle: "Muse Application | {brand}",
  metaDescription: "Apply to join SoleMuse as a verified Muse. Every application is reviewed by hand within 48 hours.",
  back: "Back to Become a Muse",
  title: "Muse Application",
  intro:
    "Tell us about yourself. Every application is verified by hand and reviewed within 48 hours. Your pictures stay private until you are approved; your phone number is only ever seen by our team.",
  /** A rejected applicant edits the application she sent. */
  rejected: {
    next: "Update your details below and submit it again. Your current pictures are kept unless you choose new ones.",
  },
  formLabel: "Muse application",
  handle: {
    label: "Handle",
    hint: "Your public name; it appears in your profile address.",
  },
  city: {
    label: "City",
    placeholder: "Select your city",
  },
  bio: {
    label: "Bio",
    count: "{count}/{max} characters",
    placeholder: "Introduce yourself: your style, what you enjoy, what makes a meeting with you special.",
  },
  phone: {
    label: "Phone Number",
    hint: "For verification only; seen by our team, never shown on your profile. Once approved, you choose in your dashboard whether a Call button appears and with which number.",
    placeholder: "+41 79 123 45 67",
  },
  email: {
    label: "Email",
    hint: "We e-mail you the link to create your account and claim this application. It is never shown on your profile.",
  },
  foundUs: {
    label: "How did you find us?",
    placeholder: "Select an option",
  },
  /** The two picture pickers; each picture has its own words, as languages inflect them differently. */
  pictures: {
    profile: {
      label: "Profile Picture",
      preview: "Profile Picture preview",
      current: "Current profile picture",
    },
    feet: {
      label: "Feet Picture",
      preview: "Feet Picture preview",
      current: "Current feet picture",
    },
    none: "No picture yet",
    replaces: "This new picture replaces your current one.",
    kept: "Your current picture is kept unless you choose a new one.",
    keepCurrent: "Keep current picture",
    notAnImage: "Please choose an image file.",
    /** The drop zone's button (the browser's own "Choose File" never shows) and what it says beside it. */
    choose: "Choose a picture",
    drop: "or drop it here",
  },
  ageConfirmed: "I confirm that I am 18 years of age or older",
  /** `{terms}` and `{privacy}` are the links below. */
  termsAccepted: "I accept the {terms} and the {privacy}",
  termsLink: "Terms of Use",
  privacyLink: "Privacy Policy",
  submit: "Submit Application",
  submitting: "Submitting...",
  /** The title of the toast of a refused submit. */
  error: "Error",
  submitted: {
    title: "Application Submitted!",
    /** Sent signed out: the application still needs an account. `{handle}` is in bold. */
    thanks: "Thank you, {handle}. Our team reviews every application by hand within 48 hours.",
    createAccount: "Now create your account so you can manage your profile once you are approved.",
    /** `{email}` is in bold. */
    mailed: "We have also e-mailed this link to {email}, in case you close this page.",
    createAccountButton: "Create Your Account",
    /** Sent signed in: `{status}` is `backInReview` or `linked`. */
    thanksLinked:
      "Thank you, {handle}. {status} Our team reviews every application by hand within 48 hours and e-mails you once a decision has been made.",
    backInReview: "Your application is back in review.",
    linked: "Your application is linked to your account.",
    dashboardShows: "Your dashboard shows where your application stands.",
    goToDashboard: "Go to Dashboard",
  },
  /** The picture of her identity document, for the age check (decision 0065). */
  ageDocument: {
    label: "Identity Document",
    preview: "Identity document preview",
    current: "Current identity document",
    explanation:
      "A picture of your passport, ID card or driving licence, so we can check that you are 18 or older. Your date of birth, the document number, the issuing country and the expiry date must be readable; you may cover everything else, such as your photo and address. Only our team sees it, and it is deleted as soon as your application is decided, after 30 days at the latest.",
  },
} as const;
