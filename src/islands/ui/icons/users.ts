import { Users as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Users = /* @__PURE__ */ icon(drawing);
