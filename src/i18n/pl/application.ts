import type { Messages } from "../en/index.ts";

export const application: Messages["application"] = {};
