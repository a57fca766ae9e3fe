import { Send as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Send = /* @__PURE__ */ icon(drawing);
