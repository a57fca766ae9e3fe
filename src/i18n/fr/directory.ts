import type { Messages } from "../en/index.ts";

export const directory: Messages["directory"] = {};
