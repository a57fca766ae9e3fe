import { Ban as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Ban = /* @__PURE__ */ icon(drawing);
