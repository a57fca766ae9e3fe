import { AlternatingImage } from "../ui/AlternatingImage.tsx";
import { AvailabilityBadge, CategoryBadges } from "../ui/badges.tsx";
import type { PublicMuse } from "../../lib/muses.ts";

/** `priority`: one of the first cards, whose picture is the page's largest content: fetched first. */
export function MuseCard({ muse, priority = false }: { muse: PublicMuse; priority?: boolean }) {
  const href = `/muse/${encodeURIComponent(muse.handle)}`;
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      data-muse-card
    >
      <div className="relative">
        <AlternatingImage
          profilePicture={muse.profile_picture_url}
          feetPicture={muse.feet_picture_url}
          alt={muse.handle}
          size="card"
          priority={priority}
          className="aspect-[4/5] w-full"
        />
        <div className="absolute top-3 right-3">
          <AvailabilityBadge status={muse.availability_status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 className="text-xl font-semibold">{muse.handle}</h2>
          <p className="text-sm text-stone-700">{muse.city}</p>
        </div>
        <p className="line-clamp-2 text-sm text-stone-800">{muse.bio}</p>
        <CategoryBadges categories={muse.categories} />
        <a href={href} className="btn-primary mt-auto w-full">
          View Profile<span className="sr-only"> of {muse.handle}</span>
        </a>
      </div>
    </article>
  );
}
