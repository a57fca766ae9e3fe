/** The English texts of this area: the source every other language follows. */
export const dashboard = {} as const;
