export const CONTACT_MESSAGES = {
  sendFailed: { title: "Error sending message", description: "Please try again later." },
  sent: { title: "Message sent successfully", description: "We'll get back to you within 24 hours." },
  updateFailed: "Failed to update contact status",
  responseFailed: "Failed to submit response",
  markedRead: { title: "Marked as Read", description: "Contact request has been marked as read" },
  responded: { title: "Response Submitted", description: "Your response has been saved successfully" },
} as const;
