import { Plus as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Plus = /* @__PURE__ */ icon(drawing);
