import type { Messages } from "../en/index.ts";

export const contact: Messages["contact"] = {};
