import { Newspaper as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Newspaper = /* @__PURE__ */ icon(drawing);
