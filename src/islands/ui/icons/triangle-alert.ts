import { TriangleAlert as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const TriangleAlert = /* @__PURE__ */ icon(drawing);
