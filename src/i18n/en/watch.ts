/**
 * The stolen-photo watch (issue 49 item 6, decision 0072): her dashboard's matches, the prefilled notice she files
 * from one, and the mail that tells her of a match. Nothing of the other profile is named while it is not public.
 */
export const watch = {
  dashboard: {
    title: "Your photos elsewhere on the site",
    lead: "We compare every picture uploaded to the site with the pictures your photo verification covers. These uploads to another profile look like yours.",
    match: "A picture like your verified photo was uploaded to another profile",
    /** `{date}`: the day of the upload. */
    date: "Found on {date}",
    yourPicture: "Your verified picture",
    /** Where it was uploaded: the profile's handle while it is listed, else one of the two texts below. */
    listed: "Uploaded to the profile {handle}",
    application: "Uploaded to an application under review",
    hidden: "Uploaded to a profile the site does not show",
    report: "Report this profile",
    /** `{reference}`: the notice's reference, SM-XXXX-XXXX. */
    reported: "You reported it: reference {reference}",
    statuses: {
      open: "Our team is reviewing it.",
      resolved: "Our team has acted on it.",
      dismissed: "Our team found no breach of our Terms.",
    },
  },
  notice: {
    title: "Report this profile",
    description:
      "Your notice goes to our team with the reason “Fake or stolen photos” and names the profile your picture was uploaded to. That profile is never told who sent it.",
    reason: "Reason",
    /** The explanation, written for her in her language; she may change it. `{handle}`: her own handle. */
    details: "What is wrong",
    prefilled:
      "This profile uses a picture of me. My photo verified profile on {brand} is {handle}, and the site found the same picture on this profile.",
    send: "Send notice",
    sending: "Sending…",
    cancel: "Cancel",
    sent: "Your notice is sent. Your reference is {reference}; its outcome will show here.",
    failed: "Failed to send the notice. Please try again.",
  },
  mail: {
    subject: "A picture like your verified photo was uploaded to another profile",
    text: "Hello {handle},\n\nA picture was just uploaded to another profile on {brand} that looks like one of the pictures your photo verification covers.\n\nIf it is your picture and the profile is not yours, you can report it in one step: this link opens a notice about that profile, already filled in.\n\n{link}\n\nOur team reviews every notice by hand. If you allowed this use of your picture, you can ignore this e-mail.",
  },
};

/** The server's answers to her notice (the `api` area's `watch`, decision 0072). */
export const apiWatch = {
  notFound: "Match not found",
  noticeSent: "You have already reported this profile for this picture.",
  filed: "Your notice is sent.",
};
