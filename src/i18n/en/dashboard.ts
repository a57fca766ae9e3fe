import { api } from "./api.ts";
import { statement } from "./dashboard-statement.ts";

/**
 * The Muse's dashboard (/muse-dashboard). The words she also reads in the API's answers and her mails (decision
 * titles, Terms clauses, verification and moderation texts) are the `api` area's, named here, not written twice.
 */
export const dashboard = {
  metaTitle: "My Dashboard | {brand}",
  metaDescription: "Manage your SoleMuse profile, availability and gallery.",
  loading: "Loading your dashboard",
  failed: {
    title: "Something went wrong",
    retry: "Try Again",
  },
  noProfile: {
    title: "No Profile Found",
    hint: "There is no Muse profile linked to this account yet.",
    apply: "Apply as a Muse",
  },
  paused: "Paused",
  viewProfile: "View Public Profile",
  /** The title of a failed call's toast. */
  error: "Error",
  listing: {
    title: "Listing",
    live: "Your profile is live in the directory.",
    paused: api.dashboard.paused,
    pause: "Pause Listing",
    pausing: "Pausing...",
    pauseConfirm: api.dashboard.pauseConfirm,
    resume: "Resume Listing",
    resuming: "Resuming...",
  },
  profile: {
    title: "Profile Information",
    edit: "Edit Profile",
    cancel: "Cancel",
    loadingForm: "Loading the form",
    pending:
      "Your application is being reviewed. We review every application within 24-48 hours and will send you an e-mail as soon as a decision has been made.",
    rejected: {
      /** `{resubmit}` is the link to the form. */
      next: "You can update your details and {resubmit}.",
      resubmit: "resubmit your application",
    },
    suspended: {
      title: api.dashboard.suspendedNote,
      reason: "Reason: {reason}",
      /** `{contact}` links the contact page. */
      hidden:
        "Your profile stays hidden while it is suspended. You can edit it and replace your pictures below. Please {contact} if you have questions.",
      /** With the statement of her suspension: `{decisions}` links it, `{contact}` the contact page. */
      hiddenWithStatement:
        "Your profile stays hidden while it is suspended. Why is said under {decisions}. You can edit your profile and replace your pictures below, and appeal the decision if you think it is wrong. Please {contact} if you have questions.",
      decisions: "Decisions about your profile",
      contact: "contact us",
    },
    editingLater: "Editing becomes available once your application is approved.",
    yes: "Yes",
    no: "No",
    notSet: "Not set",
    bio: "Bio",
    fields: {
      city: "City",
      availability: "Availability",
      services: "Services",
      birthYear: "Birth Year",
      nationality: "Nationality",
      ethnicity: "Ethnicity",
      hairColor: "Hair Colour",
      tattoos: "Tattoos",
      smoker: "Smoker",
      spokenLanguages: "Spoken Languages",
      telegram: "Telegram Handle",
      whatsapp: "WhatsApp Number",
      callNumber: "Phone Number for Calls",
      verificationPhone: "Verification Phone (private)",
      email: "Contact Email",
      onlyfans: "OnlyFans Link",
    },
  },
  edit: {
    label: "Edit profile",
    count: "{count}/{max} characters",
    callHint: "Shown on your public profile as a Call button. Leave empty for no Call button.",
    placeholders: {
      telegram: "@yourname",
      phone: "+41 79 123 45 67",
      email: "you@example.com",
      onlyfans: "https://onlyfans.com/yourname",
    },
    save: "Save Changes",
    saving: "Saving...",
  },
  pictures: {
    title: "Pictures",
    editable: "Your profile and feet pictures. A new picture replaces the old one at once. Image files only.",
    readOnly: "The profile and feet pictures you sent with your application. Only you and our team can see them.",
    /** Each picture has its own words, as languages inflect them differently. */
    profile: {
      label: "Profile Picture",
      alt: "{handle} profile picture",
      replace: "Replace Profile Picture",
      confirm: "Replace your profile picture?",
      file: "New profile picture file",
    },
    feet: {
      label: "Feet Picture",
      alt: "{handle} feet picture",
      replace: "Replace Feet Picture",
      confirm: "Replace your feet picture?",
      file: "New feet picture file",
    },
    none: "No picture",
    choose: "Choose a New Picture",
    uploading: "Uploading...",
    notAnImage: "Please choose an image file.",
    tryAgain: "Please try again.",
    replacingEndsIt: api.verification.replacingEndsIt,
  },
  gallery: {
    title: "Gallery",
    upload: "Upload Image",
    uploading: "Uploading...",
    file: "Gallery image file",
    intro: "Extra pictures appear on your public profile. Image files only.",
    empty: "No gallery images yet.",
    list: "Gallery images",
    /** A picture without a caption, as the buttons name it. */
    image: "image {number}",
    alt: "{handle} gallery image {number}",
    editCaption: "Edit caption of {name}",
    moveUp: "Move {name} up",
    moveDown: "Move {name} down",
    delete: "Delete {name}",
    notAnImage: "Please choose an image file.",
    uploadDialog: {
      title: "Upload picture",
      description: "Add a caption if you like: visitors read it under the picture.",
      submit: "Upload",
      busy: "Uploading...",
    },
    captionDialog: {
      title: "Edit caption",
      description: "Visitors read it under the picture, on your profile and full screen. Leave it empty for none.",
      submit: "Save",
      busy: "Saving...",
    },
    caption: "Caption (optional)",
    captionCount: "{count}/{max} characters",
    cancel: "Cancel",
    deleteDialog: {
      title: "Delete picture",
      description: "Delete this picture from your gallery? It cannot be undone.",
      confirm: "Delete",
      busy: "Deleting...",
    },
    /** Beside the upload button, in the zone a picture can be dropped on. */
    drop: "or drop a picture here",
  },
  verification: {
    title: "Photo Verification",
    badge: "Photo verified · {date}",
    shownUntil: "Shown on your profile until {date}. You can verify again at any time.",
    /** What she gets, said to her while she is not photo-verified (the visitors read api.verification.explanation). */
    explanation:
      "Get the “Photo verified” badge: send us one fresh picture of yourself holding a one-time code and making a gesture we choose, and an admin compares it with your profile pictures. Your profile then shows the badge, with the month of the check, for 12 months.",
    declined: "Your last verification picture was declined.",
    waiting: `${api.verification.alreadySubmitted} Sent {date}.`,
    instructions: "Take one fresh picture of yourself, today, showing:",
    /** `{handle}` and `{code}` are in bold. */
    paper: "a sheet of paper with your handle {handle} and the code {code} written by hand;",
    /** `{gesture}` is one of `gestures`, in bold. */
    gesture: "you making this gesture: {gesture}.",
    codeWorks:
      "The code works until {date}. Only our team sees this picture; it is deleted {days} days after our decision.",
    upload: "Upload Verification Picture",
    uploading: "Uploading...",
    newCode: "New Code",
    file: "Verification picture file",
    start: "Get Photo-Verified",
    uploadFailed: "Failed to upload image.",
    notAnImage: "Please choose an image file.",
    /** What she is asked to do, keyed by the gesture stored with her request (GESTURES). */
    gestures: {
      "thumbs up": "thumbs up",
      "peace sign": "peace sign",
      "hand on your cheek": "hand on your cheek",
      "three fingers raised": "three fingers raised",
      "OK sign": "OK sign",
      "hand flat on your forehead": "hand flat on your forehead",
    },
  },
  tours: {
    title: "Tours",
    /** `{days}`: how long before a visit its city page shows her. */
    intro:
      "Visiting another city? Add your visit: while it runs, you are also listed in that city's directory, and its city page shows you from {days} days before.",
    limits:
      "Up to {max} visits at a time, each from today to at most {days} days ahead, none on the same days. A visit disappears by itself after its last day.",
    hidden: "Your visits are kept, but shown nowhere while your profile is paused or suspended.",
    empty: "No visits planned.",
    list: "Your visits",
    /** A visit in her list: `{city}` and the first to the last day. */
    visit: "{city}: {dates}",
    now: "Listed there now",
    full: "You have planned {max} visits, the most at a time. Remove one to add another.",
    form: {
      label: "Add a visit",
      /** Not "City": the profile's own city select is on the same page. */
      city: "Destination",
      chooseCity: "Choose a city",
      startsOn: "First day",
      endsOn: "Last day",
      add: "Add Visit",
      adding: "Adding...",
    },
    remove: "Remove visit to {city}",
    removeDialog: {
      title: "Remove visit",
      /** `{city}` and `{dates}` of the visit. */
      description: "Remove your visit to {city} ({dates})? Visitors will no longer see it.",
      confirm: "Remove",
      busy: "Removing...",
    },
  },
  decisions: {
    title: "Decisions about your profile",
    /** Keyed by the decision's kind. */
    titles: api.decisions.titles,
    restrictions: api.decisions.restrictions,
    /** Keyed by how we learned of it. */
    sources: api.decisions.sources,
    rows: {
      restricted: "What was restricted",
      since: "Since",
      until: "Until",
      facts: "Facts",
      clause: "Clause of our Terms",
      source: "How we learned of it",
    },
    removedPictureAlt: "The picture removed from your profile",
    removedPicture: "The removed picture",
    noAutomatedDecision: api.decisions.noAutomatedDecision,
    automatedPause: api.decisions.automatedPause,
    howToAppeal: api.decisions.howToAppeal,
    tooLate: api.decisions.appealTooLate,
    yourAppeal: "Your appeal",
    appeal: "Appeal this decision",
    appealForm: {
      label: "Why is this decision wrong?",
      hint: "Tell us what we got wrong; you may add what you changed. {count}/{max} characters",
      send: "Send Appeal",
      sending: "Sending...",
      cancel: "Cancel",
    },
  },
  statement,
  /** "Confirm your age" (decision 0066): a live Muse without a check, one asked again, or an application without its document. */
  ageCheck: {
    title: "Confirm your age",
    explanation:
      "Every Muse must be 18 or older, and we check it on an identity document. Send a picture of your passport, ID card or driving licence on which your date of birth, the document number, the issuing country and the expiry date are readable; you may cover the rest. Only our team sees it, and we delete it as soon as we have checked it.",
    application: "Before we can approve your application we need a picture of your identity document.",
    reasons: { notice: "We received a notice that you may be under 18, so we ask you for a fresh proof of age." },
    due: "Please send it by {date}. Without it, your listing is paused on that day until we have checked it.",
    paused: "Your listing is paused until we have checked your age. It comes back as soon as we have.",
    waiting: "Your document, sent on {date}, is waiting for our check.",
    upload: "Send Identity Document",
    uploading: "Sending...",
    file: "Picture of your identity document",
    notAnImage: "Please choose an image file.",
    uploadFailed: "Your document could not be sent",
  },
} as const;
