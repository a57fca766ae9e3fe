import { Search as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const Search = /* @__PURE__ */ icon(drawing);
