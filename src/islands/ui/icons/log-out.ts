import { LogOut as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const LogOut = /* @__PURE__ */ icon(drawing);
