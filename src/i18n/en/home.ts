/** The home page (SPEC §2 Home: the hero, the four feature cards, a closing call to action). */
export const home = {
  metaTitle: "{brand} - {tagline} | Discreet foot fetish directory in Europe",
  metaDescription:
    "Browse manually verified Muses in major European cities and contact them directly. Discreet, safe and respectful: SoleMuse is for adults 18+ only.",
  hero: {
    eyebrow: "{tagline} · Adults 18+",
    title: "Where discreet connections begin",
    lead: "SoleMuse is a curated directory of manually verified Muses for adults who appreciate beautiful feet. Browse city by city, read profiles in private and reach out directly.",
    explore: "Explore Muses",
    list: "List as Muse",
    promises: "Our promises",
  },
  features: {
    eyebrow: "Why {brand}",
    title: "A directory built on trust",
    lead: "Everything about SoleMuse is designed so that admirers and Muses can meet each other with confidence.",
    verified: {
      title: "Verified & Safe",
      text: "Every Muse is reviewed by hand before going live. Only approved profiles appear in the directory, and we act quickly on every report.",
    },
    premium: {
      title: "Premium Quality",
      text: "Thoughtful profiles with real photos, detailed bios and clear contact options, curated for people who value quality over quantity.",
    },
    discreet: {
      title: "Discreet Platform",
      text: "No advertising trackers, no public activity and photos stripped of location data. What you browse stays your business.",
    },
    lifestyle: {
      title: "Lifestyle Focused",
      text: "A tasteful home for the foot-fetish lifestyle, with city guides, etiquette and stories on our blog.",
    },
  },
  how: {
    eyebrow: "How it works",
    title: "Simple, direct and private",
    steps: [
      {
        title: "Browse by city",
        text: "Explore the directory city by city and filter by the services that interest you.",
      },
      {
        title: "Read in private",
        text: "Every profile shows a verified Muse's photos, bio, languages and availability.",
      },
      {
        title: "Reach out directly",
        text: "Contact a Muse through the channels they share, such as Telegram or WhatsApp.",
      },
    ],
  },
  cities: {
    eyebrow: "Cities",
    title: "Explore Muses by city",
    lead: "{coverage} Discover local guides and verified Muses in each of them.",
  },
  cta: {
    title: "Ready to meet someone remarkable?",
    text: "Join a community built on discretion, verification, safety and mutual respect.",
    directory: "Browse the directory",
    becomeMuse: "Become a Muse",
  },
  /** The row of recently approved, photo-verified Muses under the hero. */
  muses: {
    eyebrow: "New and verified",
    title: "Meet the Muses",
    lead: "Newly approved and photo-verified, each one reviewed by hand.",
    seeAll: "See all Muses",
  },
} as const;
