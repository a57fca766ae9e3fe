import { ChevronLeft as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ChevronLeft = /* @__PURE__ */ icon(drawing);
