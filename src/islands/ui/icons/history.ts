import { History as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const History = /* @__PURE__ */ icon(drawing);
