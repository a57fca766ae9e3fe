/** The English texts of this area: the source every other language follows. */
export const ui = {} as const;
