export const CONTACT_MESSAGES = {
  sendFailed: {
    title: "contact.sendFailed.title",
    description: "contact.sendFailed.description",
  },
  sent: {
    title: "contact.sent.title",
    description: "contact.sent.description",
  },
  updateFailed: "admin.contact.updateFailed",
  responseFailed: "admin.contact.responseFailed",
  markedRead: {
    title: "admin.contact.markedRead.title",
    description: "admin.contact.markedRead.description",
  },
  responded: {
    title: "admin.contact.responded.title",
    description: "admin.contact.responded.description",
  },
} as const;
