import { Camera as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Camera = /* @__PURE__ */ icon(drawing);
