import { RotateCcw as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const RotateCcw = /* @__PURE__ */ icon(drawing);
