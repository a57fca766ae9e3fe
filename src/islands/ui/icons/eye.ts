import { Eye as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Eye = /* @__PURE__ */ icon(drawing);
