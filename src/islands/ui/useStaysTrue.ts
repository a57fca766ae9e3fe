import { useState } from "react";

/**
 * True from the first render where `condition` held, and from then on: a lazily loaded dialog mounts when it is first
 * wanted and stays, so closing it gives focus back where it was.
 */
export function useStaysTrue(condition: boolean): boolean {
  const [held, setHeld] = useState(condition);
  if (condition && !held) setHeld(true);
  return held || condition;
}
