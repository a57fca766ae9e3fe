/** The English texts of this area: the source every other language follows. */
export const application = {} as const;
