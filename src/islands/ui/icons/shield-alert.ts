import { ShieldAlert as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ShieldAlert = /* @__PURE__ */ icon(drawing);
