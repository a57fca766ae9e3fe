import { Clock as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Clock = /* @__PURE__ */ icon(drawing);
