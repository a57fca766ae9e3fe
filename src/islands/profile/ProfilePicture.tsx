import { useState } from "react";
import { AlternatingImage } from "../ui/AlternatingImage.tsx";
import { AvailabilityBadge } from "../ui/badges.tsx";
import { ImageOverlay } from "../ui/ImageOverlay.tsx";
import type { Availability } from "../../domain/options.ts";

interface Props {
  handle: string;
  profilePicture: string | null;
  feetPicture: string | null;
  availability: Availability;
}

/** The profile's large alternating picture; a click shows the current one full screen. */
export default function ProfilePicture({ handle, profilePicture, feetPicture, availability }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="relative overflow-hidden rounded-2xl shadow-sm" data-profile-picture>
      <AlternatingImage
        profilePicture={profilePicture}
        feetPicture={feetPicture}
        alt={handle}
        size="full"
        priority
        className="aspect-[4/5] w-full"
        onOpen={setOpen}
      />
      <div className="pointer-events-none absolute top-4 right-4">
        <AvailabilityBadge status={availability} />
      </div>
      {open && <ImageOverlay src={open} alt={handle} onClose={() => setOpen(null)} />}
    </div>
  );
}
