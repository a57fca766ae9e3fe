import { useEffect, useRef, useState } from "react";
import { IMAGE_ALTERNATION_MS } from "../../domain/options.ts";
import { cardImageUrl } from "../../lib/muses.ts";

interface Props {
  profilePicture: string | null;
  feetPicture: string | null;
  alt: string;
  size?: "card" | "full";
  className?: string;
  /** The page's largest picture (the first directory cards, the profile photo): fetched at once, first in line. */
  priority?: boolean;
  onOpen?: (src: string) => void;
}

function sized(url: string, size: "card" | "full") {
  return size === "card" ? cardImageUrl(url) : url;
}

/**
 * With both pictures, alternates every 2 s and pauses while the pointer is over it (SPEC §4). It alternates only
 * between pictures that have loaded: swapping the src of a picture still downloading cancels it, so on a slow phone
 * no picture would ever show. The second picture is fetched once the first is shown; until then a tinted
 * placeholder holds the space.
 */
export function AlternatingImage({
  profilePicture,
  feetPicture,
  alt,
  size = "card",
  className = "",
  priority = false,
  onOpen,
}: Props) {
  const pictures = [profilePicture, feetPicture]
    .filter((url): url is string => Boolean(url))
    .map((url) => sized(url, size));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const shown = useRef<HTMLImageElement>(null);
  const current = pictures[index % Math.max(1, pictures.length)];
  const markLoaded = (url: string) => setLoaded((known) => (known.has(url) ? known : new Set(known).add(url)));

  // The server-rendered picture may have loaded before hydration, when React could not see its load event.
  useEffect(() => {
    const image = shown.current;
    if (current && image?.complete && image.naturalWidth > 0) markLoaded(current);
  }, [current]);

  // Once the shown picture is in, fetch the other one in the background.
  const key = pictures.join(" ");
  useEffect(() => {
    if (!current || !loaded.has(current)) return;
    const pending = pictures.filter((url) => !loaded.has(url));
    const loaders = pending.map((url) => {
      const loader = new Image();
      loader.onload = () => markLoaded(url);
      loader.src = url;
      return loader;
    });
    return () => loaders.forEach((loader) => (loader.onload = null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picture list is a new array each render: its key stands for it.
  }, [key, current, loaded]);

  const allLoaded = pictures.length > 1 && pictures.every((url) => loaded.has(url));
  useEffect(() => {
    if (!allLoaded || paused) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % pictures.length), IMAGE_ALTERNATION_MS);
    return () => clearInterval(timer);
  }, [allLoaded, paused, pictures.length]);

  if (!current) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-blush to-rose/30 ${className}`}
        role="img"
        aria-label={`${alt}: no picture yet`}
      >
        <span className="font-display text-5xl text-rose/60" aria-hidden="true">
          {alt.charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }
  const image = (
    <img
      ref={shown}
      src={current}
      alt={alt}
      className={`h-full w-full object-cover ${onOpen ? "cursor-zoom-in" : ""}`}
      loading={priority || size === "full" ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onLoad={() => markLoaded(current)}
    />
  );
  return (
    <div
      className={`relative overflow-hidden bg-blush ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-paused={paused}
    >
      {onOpen ? (
        <button
          type="button"
          className="h-full w-full"
          onClick={() => onOpen(current)}
          aria-label={`Open ${alt} full screen`}
        >
          {image}
        </button>
      ) : (
        image
      )}
    </div>
  );
}
