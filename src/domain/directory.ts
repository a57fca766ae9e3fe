/** How many Muses one directory page lists, by default and at most, and how far it may skip. */
export const DIRECTORY_PAGE_SIZE = 48;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
export const DIRECTORY_MAX_OFFSET = 1_000_000;
