import { MailCheck as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const MailCheck = /* @__PURE__ */ icon(drawing);
