import { Check as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Check = /* @__PURE__ */ icon(drawing);
