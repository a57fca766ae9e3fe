import { Percent as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Percent = /* @__PURE__ */ icon(drawing);
