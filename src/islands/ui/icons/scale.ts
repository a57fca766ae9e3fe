import { Scale as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Scale = /* @__PURE__ */ icon(drawing);
