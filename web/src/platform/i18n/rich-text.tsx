import { type MessageKey, type MessageValues, t } from "@corkboard/core/messages";
import { Fragment, type ReactNode } from "react";

// Private-use characters cannot occur in catalogue text, so they mark where nodes go.
const MARK = "\uE000";
const SLOT = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * Formats a catalogue message whose placeholders are React nodes (a link inside "Saved to
 * {board}"), so translations keep control of word order.
 */
export function richText(
  key: MessageKey,
  nodes: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const names = Object.keys(nodes);
  const marked = t(key, {
    ...values,
    ...Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])),
  });
  const parts = marked.split(SLOT);
  return parts.map((part, i) => {
    // split() with a capture group alternates text and captured slot numbers.
    const content = i % 2 === 0 ? part : nodes[names[Number(part)] ?? ""];
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are a fixed sequence; position is identity.
    return <Fragment key={`${i}:${part}`}>{content}</Fragment>;
  });
}
