import { XCircle as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const XCircle = /* @__PURE__ */ icon(drawing);
