import { MessageCircle as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const MessageCircle = /* @__PURE__ */ icon(drawing);
