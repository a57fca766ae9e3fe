import { CheckCircle2 as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const CheckCircle2 = /* @__PURE__ */ icon(drawing);
