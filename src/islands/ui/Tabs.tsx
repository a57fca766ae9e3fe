import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from "react";

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside <Tabs.Root>");
  return state;
}

interface RootProps {
  /** The chosen tab, when the caller keeps it; otherwise `defaultValue` starts it and the tabs keep it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

function Root({ value, defaultValue = "", onValueChange, className, children }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, name) => `${base}-${part}-${name}`,
  };
  return (
    <TabsContext value={state}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The row of tabs. */
function List({
  className,
  "aria-label": label,
  children,
}: {
  className?: string;
  "aria-label": string;
  children: ReactNode;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/** The arrow keys, Home and End move between the tabs of a row and choose the one they reach. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  if (!move || index < 0) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)]!;
  next.focus();
  next.click();
}

function Trigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={active}
      aria-controls={tabs.idOf("panel", value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      className={className}
      onClick={() => tabs.select(value)}
      onKeyDown={moveFocus}
    >
      {children}
    </button>
  );
}

interface ContentProps {
  value: string;
  /** Keep the panel in the page while another tab is chosen (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
  className?: string;
  children: ReactNode;
}

function Content({ value, forceMount = false, className, children }: ContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      className={className}
    >
      {children}
    </div>
  );
}

/**
 * Tabs as the WAI-ARIA pattern describes them (tablist, tabs that choose on focus, panels named by their tab):
 * `Tabs.Root` > `Tabs.List` > `Tabs.Trigger`s, then a `Tabs.Content` for each. The chosen tab and panel carry
 * `data-state="active"` for styling.
 */
export const Tabs = { Root, List, Trigger, Content };
