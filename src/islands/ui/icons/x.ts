import { X as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const X = /* @__PURE__ */ icon(drawing);
