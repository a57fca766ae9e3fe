import { TriangleAlert } from "../ui/icons/triangle-alert.ts";
import type { Lookalike } from "../../domain/moderation.ts";
import { PictureThumbnail } from "../ui/Statement.tsx";

const KIND_NAMES: Record<Lookalike["kind"], string> = {
  profile_picture: "profile picture",
  feet_picture: "feet picture",
  gallery_image: "gallery picture",
  verification: "verification picture",
};

/** A card rendition of a stored picture, which the admin may open full size. */
function Thumbnail({ url, label }: { url: string; label: string }) {
  return (
    <figure className="min-w-0">
      <PictureThumbnail url={url} alt={label} wide />
      <figcaption className="mt-1 text-xs text-stone-600">{label}</figcaption>
    </figure>
  );
}

/**
 * "Looks like a picture of {handle}": each picture that is close to a picture of another profile (decision 0048),
 * both side by side, linking the other profile's application. Nothing when there is none.
 */
export function Lookalikes({ lookalikes, handle }: { lookalikes: Lookalike[]; handle?: string }) {
  if (lookalikes.length === 0) return null;
  return (
    <ul className="space-y-3" data-lookalikes>
      {lookalikes.map((lookalike) => (
        <li
          key={`${lookalike.image_url} ${lookalike.other_image_url}`}
          className="rounded-xl border border-amber-300 bg-amber-50 p-3"
          data-lookalike
        >
          <p className="mb-2 flex items-center gap-2 font-medium text-amber-900">
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Looks like a picture of{" "}
              <a className="underline" href={`/admin/applications/${encodeURIComponent(lookalike.other_profile_id)}`}>
                {lookalike.other_handle}
              </a>
            </span>
          </p>
          <div className="grid max-w-sm grid-cols-2 gap-3">
            <Thumbnail
              url={lookalike.image_url}
              label={`${handle ? `${handle}'s` : "This"} ${KIND_NAMES[lookalike.kind]}`}
            />
            <Thumbnail
              url={lookalike.other_image_url}
              label={`${lookalike.other_handle}'s ${KIND_NAMES[lookalike.other_kind]}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
