import { ArrowDown as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ArrowDown = /* @__PURE__ */ icon(drawing);
