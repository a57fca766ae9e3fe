import { ArrowLeft as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ArrowLeft = /* @__PURE__ */ icon(drawing);
