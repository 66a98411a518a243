import { t } from "@corkboard/core/messages";
import { extractHashtags, type Hashtag } from "@corkboard/core/pins";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { TextArea } from "../../ui/index.ts";
import { useHashtagSuggestions } from "../api.ts";

/** The flyout shows at most 5 suggestions (seed 001 §9). */
export const HASHTAG_SUGGESTIONS_MAX = 5;

/** The hashtag the caret is in or just after, if any (core's hashtag pattern, seed 001 §5). */
export function hashtagAtCaret(text: string, caret: number): Hashtag | null {
  return extractHashtags(text).find((tag) => tag.start < caret && caret <= tag.end) ?? null;
}

/** The text with one hashtag replaced by the chosen one and a space after it. */
export function insertHashtag(text: string, tag: Hashtag, chosen: string): { text: string; caret: number } {
  const inserted = `#${chosen.replace(/^#/, "")} `;
  const after = text.slice(tag.end).replace(/^ /, "");
  return { text: `${text.slice(0, tag.start)}${inserted}${after}`, caret: tag.start + inserted.length };
}

/**
 * The description field with the hashtag flyout: typing "#word" offers up to 5 hashtags
 * from the server's typeahead (only suggestions with a query, seed 001 §5); ArrowDown moves
 * into the list, Enter or a click inserts one, Escape closes it. A failed lookup hides the
 * flyout silently (seed 001 §8).
 */
export function HashtagField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const listId = `${id}-hashtags`;
  const field = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const tag = hashtagAtCaret(value, caret);
  const term = tag && tag.tag !== dismissed ? tag.tag : "";
  const suggestions = useHashtagSuggestions(term, HASHTAG_SUGGESTIONS_MAX);
  const shown =
    term && suggestions.isSuccess
      ? suggestions.data.filter((item) => item.query.trim() !== "").slice(0, HASHTAG_SUGGESTIONS_MAX)
      : [];

  const choose = (query: string) => {
    if (!tag) return;
    const next = insertHashtag(value, tag, query);
    onChange(next.text);
    setCaret(next.caret);
    setDismissed(query.replace(/^#/, ""));
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onFieldKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (shown.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      list.current?.querySelector("button")?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setDismissed(term);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(list.current?.querySelectorAll("button") ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) field.current?.focus();
      else buttons[Math.min(next, buttons.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setDismissed(term);
      field.current?.focus();
    }
  };

  return (
    <TextArea
      ref={field}
      label={label}
      className="cb-hashtag-field"
      value={value}
      aria-describedby={shown.length > 0 ? listId : undefined}
      onChange={(event) => {
        onChange(event.target.value);
        setCaret(event.target.selectionStart ?? event.target.value.length);
      }}
      onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
      onKeyDown={onFieldKey}
    >
      {shown.length > 0 ? (
        <ul
          ref={list}
          id={listId}
          className="cb-hashtag-field__flyout"
          aria-label={t("pins.hashtags.label")}
          onKeyDown={onListKey}
        >
          {shown.map((item) => (
            <li key={item.query}>
              <button type="button" onClick={() => choose(item.query)}>
                <span>#{item.query.replace(/^#/, "")}</span>
                <span className="cb-muted">{t("pins.hashtags.count", { count: item.pin_count })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </TextArea>
  );
}
