import type { Messages } from "../en/index.ts";

export const options: Messages["options"] = {};
