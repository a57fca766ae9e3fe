import { useEffect, useRef, useState } from "react";
import { AvailabilityBadge } from "../ui/badges.tsx";
import { ImageOverlay } from "../ui/ImageOverlay.tsx";
import { alternate } from "../../lib/alternating-picture.ts";
import type { Availability } from "../../domain/options.ts";

interface Props {
  handle: string;
  profilePicture: string | null;
  feetPicture: string | null;
  availability: Availability;
}

/**
 * The profile's large picture, alternating like a directory card (src/lib/alternating-picture.ts); a click shows the
 * picture on screen at that moment full screen.
 */
export default function ProfilePicture({ handle, profilePicture, feetPicture, availability }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pictures = [profilePicture, feetPicture].filter((url): url is string => Boolean(url));
  useEffect(() => (frame.current ? alternate(frame.current) : undefined), []);

  return (
    <div className="relative overflow-hidden rounded-2xl shadow-sm" data-profile-picture>
      {pictures.length === 0 ? (
        <div
          className="flex aspect-[4/5] w-full items-center justify-center bg-gradient-to-br from-blush to-rose/30"
          role="img"
          aria-label={`${handle}: no picture yet`}
        >
          <span className="font-display text-5xl text-rose/60" aria-hidden="true">
            {handle.charAt(0).toUpperCase()}
          </span>
        </div>
      ) : (
        <div
          ref={frame}
          className="relative aspect-[4/5] w-full overflow-hidden bg-blush"
          data-alternating=""
          data-pictures={JSON.stringify(pictures)}
          data-paused="false"
        >
          <button
            type="button"
            className="h-full w-full"
            onClick={(event) => setOpen(event.currentTarget.querySelector("img")?.getAttribute("src") ?? pictures[0]!)}
            aria-label={`Open ${handle} full screen`}
          >
            <img
              src={pictures[0]}
              alt={handle}
              className="h-full w-full cursor-zoom-in object-cover"
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
          </button>
        </div>
      )}
      <div className="pointer-events-none absolute top-4 right-4">
        <AvailabilityBadge status={availability} />
      </div>
      {open && <ImageOverlay src={open} alt={handle} onClose={() => setOpen(null)} />}
    </div>
  );
}
