import { useState } from "react";
import { ImageOverlay } from "../ui/ImageOverlay.tsx";
import { cardImageUrl, type GalleryImage } from "../../lib/muses.ts";

/** Gallery grid (2 columns, 3 from md); a click opens the full-size picture, another click closes it. */
export default function Gallery({ handle, images }: { handle: string; images: GalleryImage[] }) {
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-gallery>
        {images.map((image, index) => {
          const alt = image.caption ?? `${handle}, gallery picture ${index + 1}`;
          return (
            <li key={image.id}>
              <button
                type="button"
                className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
                onClick={() => setOpen({ src: image.image_url, alt })}
                aria-label={`Open ${alt} full screen`}
              >
                <img
                  src={cardImageUrl(image.image_url)}
                  alt={alt}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition hover:scale-105"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open && <ImageOverlay src={open.src} alt={open.alt} onClose={() => setOpen(null)} />}
    </>
  );
}
