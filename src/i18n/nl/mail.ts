import type { Messages } from "../en/index.ts";

export const mail: Messages["mail"] = {};
