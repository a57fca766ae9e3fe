import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../domain/locales.ts";
import type { Messages } from "./en/index.ts";

/**
 * What an island says, in its page's language: the catalogue areas the page hands it as props, so no catalogue is
 * in the browser's scripts. (Messages the server or a schema wrote in English go through `translateWire`.)
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
