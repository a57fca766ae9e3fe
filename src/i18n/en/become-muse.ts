/** The page for applicants (SPEC §2 Become a Muse: hero, six benefits, How It Works, Application Requirements). */
export const becomeMuse = {
  metaTitle: "Become a Muse on {brand} - Apply in minutes",
  metaDescription:
    "Apply to join SoleMuse as a verified Muse. Stay in control of your profile, be contacted directly and keep every arrangement private. Reviewed within 48 hours.",
  hero: {
    eyebrow: "For Muses",
    title: "Become a Muse",
    lead: "Share your passion with admirers who value discretion and respect. Create a verified profile, choose how people reach you and stay in control of every conversation.",
    start: "Start Application",
    seeMuses: "See Current Muses",
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why Muses choose SoleMuse",
    lead: "A calm, respectful platform that puts you first, in every major European city we cover.",
    community: {
      title: "A verified community",
      text: "Every Muse is reviewed by hand, so you share the directory with genuine, approved people only.",
    },
    control: {
      title: "You stay in control",
      text: "Edit your bio, city and availability whenever you like, and set yourself to {busy} or {onVacation} when you need a break.",
    },
    contact: {
      title: "Direct contact",
      text: "Admirers reach you through the channels you choose to share, such as Telegram or WhatsApp. No inbox in between.",
    },
    commission: {
      title: "No commission",
      text: "SoleMuse takes no commission. {payments}",
    },
    discretion: {
      title: "Discretion built in",
      text: "Location and camera data are removed from every photo you upload, and private details are never shown publicly.",
    },
    gallery: {
      title: "A gallery that shows you at your best",
      text: "Present yourself beautifully with a profile picture and a gallery you manage yourself once approved.",
    },
  },
  how: {
    eyebrow: "Three steps",
    title: "How It Works",
    apply: {
      title: "Apply",
      text: "Fill in the short application: your handle, city, services, a bio and two photos. It takes about ten minutes.",
    },
    verification: {
      title: "Verification",
      text: "Our team checks every application by hand. {reviewTime} We let you know the result by e-mail.",
    },
    live: {
      title: "Go Live",
      text: "Once approved, your profile appears in the directory and you manage your details and gallery from your dashboard.",
    },
  },
  requirements: {
    title: "Application Requirements",
    intro: "Have these ready before you start. {adultsOnly}",
    basic: {
      title: "Basic requirements",
      items: [
        "18+ years of age",
        "Located in a supported European city",
        "A professional approach",
        "Commitment to discretion",
      ],
    },
    materials: {
      title: "Materials",
      items: [
        "Profile photo",
        "Detailed bio",
        "Contact information (Telegram or WhatsApp preferred)",
        "Optional extra gallery photos",
      ],
    },
  },
  cta: {
    title: "Ready to become a Muse?",
    text: "Start your application today. {reviewTime}",
    start: "Start your application",
    ask: "Ask us a question",
  },
} as const;
