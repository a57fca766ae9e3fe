import { Fragment, type ReactNode } from "react";

/**
 * `format` for an island's texts whose blanks hold markup: `"I accept the {terms} and the {privacy}"` with a link in
 * each blank, `"Thank you, {handle}."` with the handle in bold. Each language keeps its own word order around them.
 */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  );
}
