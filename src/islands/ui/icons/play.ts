import { Play as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Play = /* @__PURE__ */ icon(drawing);
