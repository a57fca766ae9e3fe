/**
 * The contact page and its form (SPEC §2 Contact). The toasts and the field errors are the `api` area's messages:
 * the server writes its own in the page's language.
 */
export const contact = {
  metaTitle: "Contact {brand} - We reply within 24 hours",
  metaDescription:
    "Questions about a profile, your application or your privacy? Write to the SoleMuse team. Every message is read by a person and answered within 24 hours.",
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    lead: "Questions about a profile, your application or your privacy? Write to us. {contactReply}",
  },
  formTitle: "Send us a message",
  byEmail: "You can also reach us by e-mail at {email}.",
  cards: {
    label: "About your message",
    responseTime: {
      title: "Response time",
      text: "We'll get back to you within 24 hours. Every message is read and answered by a member of our team, never by a bot.",
    },
    privacy: {
      title: "Your privacy",
      text: "Your message is read only by the SoleMuse team. It is never shared with Muses or third parties, and we use your details solely to answer you. Read our {privacyPolicy}.",
      privacyPolicy: "Privacy Policy",
    },
  },
  form: {
    label: "Contact form",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    /** The fields' required and e-mail checks, shown under the fields in the page's language. */
    missing: {
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please write your message.",
    },
    invalidEmail: "Please enter a valid email address.",
  },
} as const;
