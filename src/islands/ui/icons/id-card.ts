import { IdCard as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const IdCard = /* @__PURE__ */ icon(drawing);
