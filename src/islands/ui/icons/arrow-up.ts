import { ArrowUp as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ArrowUp = /* @__PURE__ */ icon(drawing);
