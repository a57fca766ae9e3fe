import { ImagePlus as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ImagePlus = /* @__PURE__ */ icon(drawing);
