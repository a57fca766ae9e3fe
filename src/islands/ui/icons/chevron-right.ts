import { ChevronRight as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ChevronRight = /* @__PURE__ */ icon(drawing);
