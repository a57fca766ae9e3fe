/**
 * The blog's frame (SPEC §2 Blog): the list, an article's header, share buttons and calls to action, and the
 * not-found screen. The articles themselves are shown as written.
 */
export const blog = {
  list: {
    metaTitle: "Blog | {brand}",
    metaDescription:
      "Stories, etiquette and city guides from the SoleMuse team: discretion, verification, safety and mutual respect.",
    feedTitle: "{brand} Blog",
    title: "The {brand} Blog",
    lead: "Etiquette, safety, city guides and the lifestyle behind our community of verified Muses.",
    articles: "Articles",
    loading: "Loading articles",
    empty: {
      title: "No Articles Yet",
      hint: "Our first stories are on their way. Check back soon.",
      home: "Back to Home",
    },
    cta: {
      title: "Have a story or a question?",
      text: "Tell us what you would like to read about next. {contactReply}",
      contact: "Stay Connected",
    },
  },
  article: {
    back: "← Back to Blog",
    byline: "By {author}",
    descriptionFallback: "{title}, on the {brand} blog.",
    /** The same article in other languages: the label before their names (each in its own language). */
    versions: { label: "This article in other languages", alsoIn: "Also in:" },
    share: {
      label: "Share this article:",
      copy: "Copy Link",
      newTab: "(opens in a new tab)",
    },
    cta: {
      title: "Ready to meet a verified Muse?",
      text: "Browse hand-reviewed Muses across major European cities, or apply to join them. Discretion, verification, safety and mutual respect, always.",
      explore: "Explore Muses",
      becomeMuse: "Become a Muse",
    },
  },
  notFound: {
    metaTitle: "Article Not Found | {brand}",
    title: "Article Not Found",
    text: "This article doesn't exist or is no longer available.",
    blog: "Back to Blog",
    home: "Go to Homepage",
  },
  /** In place of the article when the database could not be read (503): it may well exist. */
  unavailable: {
    metaTitle: "Article Unavailable | {brand}",
    title: "We can't show this article right now",
    text: "Our site cannot load it at the moment. Please try again in a minute.",
    /** On /blog when the articles could not be read: not "No Articles Yet". */
    listTitle: "We can't show the articles right now",
    listText: "Our site cannot load them at the moment. Please try again in a minute.",
  },
} as const;
