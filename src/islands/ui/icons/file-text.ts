import { FileText as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const FileText = /* @__PURE__ */ icon(drawing);
