import { ExternalLink as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ExternalLink = /* @__PURE__ */ icon(drawing);
