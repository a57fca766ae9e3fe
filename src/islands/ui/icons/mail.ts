import { Mail as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Mail = /* @__PURE__ */ icon(drawing);
