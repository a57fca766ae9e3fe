import { BadgeCheck as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const BadgeCheck = /* @__PURE__ */ icon(drawing);
