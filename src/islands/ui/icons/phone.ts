import { Phone as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Phone = /* @__PURE__ */ icon(drawing);
