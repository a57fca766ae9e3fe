import { Pencil as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Pencil = /* @__PURE__ */ icon(drawing);
