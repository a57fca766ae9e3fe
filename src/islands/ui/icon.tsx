import type { ReactElement, SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * The icons of the islands (and of the few React icons the server renders): lucide's drawings, from the `lucide`
 * package, where each icon is its shapes and nothing else, drawn by this one small component as lucide-react draws
 * them: 24 × 24, in the text's colour, with a round 2-pixel stroke. lucide-react's components share a factory, a
 * context and a class builder that cost every page with an island 1.5 KB of gzipped JavaScript (decision 0057). Each
 * icon is a module of its own (`icons/*.ts`), so a page loads the icons it shows and no other. An icon is hidden from
 * assistive technology unless it is given a name (`aria-label`).
 */

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels unless a unit is given. */
  size?: number | string;
}

export type Icon = (props: IconProps) => ReactElement;

export function icon(shapes: IconNode): Icon {
  return ({ size = 24, ...props }) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] ? undefined : true}
      {...props}
    >
      {shapes.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}
