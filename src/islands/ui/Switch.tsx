import type { ComponentProps } from "react";

/** The track and, drawn by `::before`, the thumb that slides right when on. */
const switchClass =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition checked:bg-rose focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:cursor-default disabled:opacity-60 before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition before:content-[''] checked:before:translate-x-5";

/**
 * An on/off switch: the browser's own checkbox with the switch role, so screen readers say "on" or "off" and Space
 * toggles it; Enter toggles it too rather than sending the form around it.
 */
export function Switch(props: Omit<ComponentProps<"input">, "type" | "role" | "className">) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={switchClass}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      {...props}
    />
  );
}
