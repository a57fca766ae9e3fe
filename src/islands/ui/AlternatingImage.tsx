import { useEffect, useState } from "react";
import { IMAGE_ALTERNATION_MS } from "../../domain/options.ts";

interface Props {
  profilePicture: string | null;
  feetPicture: string | null;
  alt: string;
  size?: "card" | "full";
  className?: string;
  onOpen?: (src: string) => void;
}

function sized(url: string, size: "card" | "full") {
  return url.startsWith("/api/images/") && size === "card" ? `${url}?size=card` : url;
}

/** With both pictures, alternates every 2 s and pauses while the pointer is over it (SPEC §4). */
export function AlternatingImage({ profilePicture, feetPicture, alt, size = "card", className = "", onOpen }: Props) {
  const pictures = [profilePicture, feetPicture].filter((url): url is string => Boolean(url));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (pictures.length < 2 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % pictures.length), IMAGE_ALTERNATION_MS);
    return () => clearInterval(timer);
  }, [pictures.length, paused]);

  if (pictures.length === 0) {
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
  const current = pictures[index % pictures.length]!;
  const image = (
    <img
      src={sized(current, size)}
      alt={alt}
      className={`h-full w-full object-cover ${onOpen ? "cursor-zoom-in" : ""}`}
      loading={size === "card" ? "lazy" : "eager"}
      decoding="async"
    />
  );
  return (
    <div
      className={`relative overflow-hidden ${className}`}
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
