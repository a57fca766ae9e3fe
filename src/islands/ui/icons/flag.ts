import { Flag as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Flag = /* @__PURE__ */ icon(drawing);
