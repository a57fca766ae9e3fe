import { MapPin as drawing } from "lucide";
import { icon } from "../icon.tsx";

export const MapPin = /* @__PURE__ */ icon(drawing);
