/**
 * A text with named blanks cut at its blanks, for a page that fills some of them with markup (a link): "By using
 * {brand} you agree to our {terms}" → text "By using ", blank "brand", text " you agree to our ", blank "terms".
 */
export type TextPart = { text: string } | { blank: string };

export function textParts(template: string): TextPart[] {
  return template
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const blank = /^\{(\w+)\}$/.exec(piece)?.[1];
      return blank ? { blank } : { text: piece };
    });
}
