/**
 * Messages through the site (issue 45, decision 0062): the "Send a Message" button, /messages, the dashboard's
 * Messages section and the settings' switches (`messages`); the API's answers (`api.conversations`, imported by
 * api.ts); and the notification mail (`mail.newMessage`, imported by mail.ts), which never carries the text or the
 * sender's name.
 */

export const messages = {
  metaTitle: "Messages | {brand}",
  metaDescription: "Your conversations with SoleMuse's Muses: read their answers and write back.",
  title: "Messages",
  intro: "Your conversations with Muses. They never see your e-mail address, only your display name.",
  sendButton: "Send a Message",
  empty: "No messages yet",
  emptyText: "Write to a Muse with “Send a Message” on her profile: your conversation appears here.",
  loading: "Loading...",
  loadFailed: "Failed to load your messages. Please try again.",
  /** A conversation's line in a list: "3 unread". */
  unread: "{count} unread",
  /** The other side of a conversation whose account is gone. */
  accountDeleted: "Account deleted",
  you: "You",
  back: "All conversations",
  compose: {
    title: "Message to {handle}",
    label: "Your message",
    hint: "Plain text, 10 to 2,000 characters. She sees your display name, never your e-mail address.",
    displayName: "Your display name",
    displayNameHint: "What Muses see instead of your e-mail address (2 to 40 characters).",
    send: "Send",
    sending: "Sending...",
  },
  signIn: {
    text: "Sign in or create an account to send your message. Your text is kept until you are back.",
    button: "Sign In or Sign Up",
  },
  confirmEmail: "Please confirm your e-mail address first: open the link we sent you, then come back to send.",
  reply: {
    label: "Your reply",
    send: "Send Reply",
  },
  actions: {
    block: "Block Sender",
    blockConfirm: "Block this sender? He can no longer write to you and is not told. You can unblock him in Settings.",
    report: "Report Conversation",
  },
  report: {
    title: "Report this conversation",
    intro: "Our team reads the reported messages and decides. The other side is not told who reported.",
    reason: "Reason",
    details: "Details (optional)",
    send: "Send Report",
  },
  /** The dashboard's Messages section. */
  dashboard: {
    title: "Messages",
    /** The header's count: "Messages (2 unread)". */
    unreadTitle: "Messages ({count} unread)",
    empty: "No messages yet. Visitors can write to you with “Send a Message” on your profile.",
    switchLabel: "Visitors can message me through SoleMuse",
    switchLocked: "Messages stay on while your profile shows no other contact option.",
    blockedTitle: "Blocked senders",
    noBlocked: "You have not blocked anyone.",
    unblock: "Unblock",
  },
  /** How the dashboard's live statement says visitors reach her. */
  reach: {
    messages: "Visitors can message you here.",
    options: "Visitors reach you through: {options}.",
  },
  settings: {
    title: "Messages",
    mails: "E-mail me when I have a new message",
    mailsHint: "At most one e-mail per conversation per hour. It never contains the message or the sender's name.",
    displayName: "Display name",
    save: "Save",
  },
} as const;

/** The API's answers about messages: `api.conversations`. */
export const apiConversations = {
  textRequired: "Please write a message",
  tooShort: "Your message must be at least 10 characters",
  tooLong: "Your message must be less than 2000 characters",
  displayNameRequired: "Please choose a display name",
  displayNameLength: "Your display name must be 2 to 40 characters",
  emailUnconfirmed: "Please confirm your e-mail address before you send a message",
  notReceiving: "This Muse is not receiving messages right now",
  ownProfile: "You cannot message your own profile",
  notFound: "Conversation not found",
  otherDeleted: "This account was deleted: the conversation is closed",
  sendingSuspended: "Your profile is suspended: you cannot send messages while it is reviewed",
  sent: "Message sent.",
  blocked: "Sender blocked. He can no longer write to you.",
  unblocked: "Sender unblocked.",
  reported: "Thank you. Our team will review this conversation.",
  switchLocked: "Messages stay on until your profile shows another contact option",
  settingsSaved: "Settings saved.",
} as const;

/** The notification: no text, no sender, only that there is something to read and where. */
export const newMessageMail = {
  subject: "You have a new message on {brand}",
  text: "Hello,\n\nYou have a new message on {brand}. Read it and answer here:\n{link}\n\nFor your privacy this e-mail never contains the message or the sender's name. You can switch these e-mails off in your account settings: {settingsLink}",
} as const;
