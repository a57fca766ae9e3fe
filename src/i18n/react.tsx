import { createContext, Fragment, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import type { Messages } from "./en/index.ts";
import { ui as englishUi } from "./en/ui.ts";

/**
 * What an island says, in its page's language: the catalogue areas the page hands it as props, so no catalogue is
 * in the browser's scripts. (Messages by key go through `say`, src/lib/say.ts.)
 */
export interface IslandTexts<Area extends keyof Messages = keyof Messages> {
  locale: Locale;
  messages: Pick<Messages, Area>;
}

const Context = createContext<IslandTexts | null>(null);

/** Every island's root wraps its tree in this, with the `texts` prop its page gave it. */
export function TextsProvider<Area extends keyof Messages>({
  texts,
  children,
}: {
  texts: IslandTexts<Area>;
  children: ReactNode;
}) {
  return <Context.Provider value={texts as unknown as IslandTexts}>{children}</Context.Provider>;
}

/** An island's root: `Root` inside the TextsProvider of the `texts` its page gave it. */
export function withTexts<Area extends keyof Messages>(Root: () => ReactNode) {
  return function Island({ texts }: { texts: IslandTexts<Area> }) {
    return (
      <TextsProvider texts={texts}>
        <Root />
      </TextsProvider>
    );
  };
}

function useTexts(): IslandTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error("An island rendered texts without a TextsProvider");
  return texts;
}

/** The catalogue areas the island's page handed over (only those: an area it was not given is undefined). */
export function useMessages(): Messages {
  return useTexts().messages as Messages;
}

export function useLocale(): Locale {
  return useTexts().locale;
}

/**
 * The words of the shared components (src/islands/ui): the `ui` area the island's page handed over, else English.
 * The admin panel stays English and has no TextsProvider; only the small English `ui` area is in its scripts.
 */
export function useUiTexts(): Messages["ui"] {
  return (useContext(Context)?.messages as Partial<Messages> | undefined)?.ui ?? englishUi;
}

/** The island's language for a shared component (its links, its dates): English where there is no TextsProvider. */
export function useUiLocale(): Locale {
  return useContext(Context)?.locale ?? DEFAULT_LOCALE;
}

/**
 * An area a shared component shows when its island was given it (`options`, for the services' names), else
 * undefined: the component then shows the stored English value, as the admin panel does.
 */
export function useOptionalMessages<Area extends keyof Messages>(area: Area): Messages[Area] | undefined {
  return (useContext(Context)?.messages as Partial<Messages> | undefined)?.[area];
}

/**
 * A text with named blanks filled with elements: `formatNodes(texts.linkNote, { handle: <strong>{handle}</strong> })`.
 * (Plain values go through `format`.)
 */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? <Fragment key={index}>{values[name]}</Fragment> : part;
  });
}
