import { EyeOff as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const EyeOff = /* @__PURE__ */ icon(drawing);
