import type { Messages } from "../en/index.ts";

export const blog: Messages["blog"] = {};
