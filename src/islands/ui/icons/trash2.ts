import { Trash2 as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Trash2 = /* @__PURE__ */ icon(drawing);
