/**
 * "Available now" and a Muse's statistics (issue 48, decision 0067): the line of a card and a profile, the
 * directory's filter, and the dashboard's switch and statistics.
 */
export const now = {
  /** While her "Available now" runs; `{time}` is when it ends, in the visitor's own time zone. Never "online". */
  until: "Available now · until {time}",
  filter: {
    label: "Available now",
    anyone: "Anyone",
    now: "Available now only",
  },
  dashboard: {
    title: "Available now",
    intro:
      "Show visitors that you can meet now. It ends by itself after the hours you choose, or when you switch it off.",
    hours: "For how many hours",
    switchOn: "Switch On",
    switchOff: "Switch Off",
    /** `{time}`: when it ends, in her own time zone. */
    on: "Visitors see you as available now until {time}.",
    off: "Switched off.",
  },
  statistics: {
    title: "Statistics",
    intro:
      "What happened on your profile in the last 30 days, counted without cookies and without knowing who. Only you and our admins see these numbers.",
    loading: "Loading statistics",
    /** The chart's name, for screen readers. */
    chart: "Profile views per day, last 30 days",
    total: "Last 30 days",
    events: {
      view: "Profile views",
      telegram: "Telegram clicks",
      whatsapp: "WhatsApp clicks",
      call: "Call clicks",
      email: "Email clicks",
      send_message: "“Send a Message” clicks",
      shortlist: "Added to shortlists",
      message: "Messages received",
    },
  },
};
