import { ImageUp as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const ImageUp = /* @__PURE__ */ icon(drawing);
