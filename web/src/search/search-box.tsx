import type { EndpointData, searchAutocompleteEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { searchPinsPath } from "@corkboard/core/paths";
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "wouter";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { SearchIcon, TextField } from "../ui/index.ts";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches.ts";

type Suggestion = EndpointData<typeof searchAutocompleteEndpoint>[number];

/** Suggestions shown at most (SEARCH-013). */
const MAX_SUGGESTIONS = 5;

/**
 * The header's search box (IMPL-035): typing asks for suggestions (SEARCH-011), at most 5
 * with their pin counts (SEARCH-012, SEARCH-013); ArrowDown and ArrowUp move through them,
 * Enter or a click searches one, Escape closes them. A failed request hides them silently
 * and an answer to a request since replaced is ignored (SEARCH-014). Submitting opens the
 * pin search page. With nothing typed, a signed-in viewer sees their recent searches, which
 * they can clear. The call's code loads on the first keystroke. The header shows a stand-in
 * until this module loads (app/header-search.tsx, D-073): `takeOver` is its field, whose
 * text, caret and focus this box takes on when it replaces it.
 */
export function SearchBox({ takeOver }: { takeOver?: RefObject<HTMLInputElement | null> } = {}) {
  const [, navigate] = useLocation();
  // Read while the stand-in is still on screen (this render replaces it).
  const [handed] = useState(() => {
    const field = takeOver?.current;
    if (!field) return null;
    return {
      value: field.value,
      focused: document.activeElement === field,
      caret: [field.selectionStart, field.selectionEnd] as const,
    };
  });
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(handed?.value ?? "");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const request = useRef<AbortController | null>(null);
  const userId = getBootstrap().viewer.user?.id ?? null;
  const [recent, setRecent] = useState<string[]>(() =>
    userId === null ? [] : readRecentSearches(window.localStorage, userId),
  );
  // Nothing typed: the recent searches stand in for suggestions.
  const list: Suggestion[] = query.trim() === "" ? recent.map((text) => ({ query: text })) : suggestions;

  useEffect(() => () => request.current?.abort(), []);

  const ask = (text: string) => {
    request.current?.abort();
    if (text.trim() === "") {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    import("./api.ts")
      .then(({ fetchSuggestions }) => fetchSuggestions(text, controller.signal))
      .then((found) => {
        if (controller.signal.aborted) return; // SEARCH-014: a replaced request is ignored.
        setSuggestions(found.slice(0, MAX_SUGGESTIONS));
        setActive(-1);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSuggestions([]); // SEARCH-014: silently hidden.
      });
  };

  // Taking over from the stand-in: the focus and caret stay where they were, and what was
  // typed there asks for suggestions as typing here would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useLayoutEffect(() => {
    if (!handed?.focused) return;
    const input = field.current;
    input?.focus();
    const [start, end] = handed.caret;
    if (start !== null && end !== null) input?.setSelectionRange(start, end);
    setOpen(true);
    if (handed.value !== "") ask(handed.value);
  }, []);

  const go = (text: string) => {
    if (!text.trim()) return;
    request.current?.abort();
    setOpen(false);
    setSuggestions([]);
    setQuery(text);
    if (userId !== null) setRecent(rememberSearch(window.localStorage, userId, text));
    navigate(searchPinsPath(text));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? list[active] : undefined;
    go(chosen ? chosen.query : query);
  };

  const shown = open ? list : [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && shown.length > 0) {
      event.preventDefault();
      setOpen(false);
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && list.length > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to what was typed.
      setActive((at) => {
        const next = at + step;
        if (next >= list.length) return -1;
        return next < -1 ? list.length - 1 : next;
      });
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers; role="search" works everywhere.
    <form role="search" className="cb-search" onSubmit={submit}>
      <TextField
        ref={field}
        label={t("shell.searchLabel")}
        hideLabel
        type="search"
        name="q"
        placeholder={t("shell.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown.length > 0 && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // Focus moving to the popup's Clear button keeps it open.
        onBlur={(event) => {
          if (!event.currentTarget.form?.contains(event.relatedTarget)) setOpen(false);
        }}
        leading={<SearchIcon className="cb-search__icon" />}
        inputClassName="cb-search__input"
      />
      <div className="cb-search__suggestions" hidden={shown.length === 0}>
        {query.trim() === "" && shown.length > 0 ? (
          <div className="cb-search__recent-head">
            <span className="cb-muted">{t("search.recent")}</span>
            <button
              type="button"
              className="cb-link"
              // The field keeps the focus on a click; Tab reaches the button too.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (userId !== null) clearRecentSearches(window.localStorage, userId);
                setRecent([]);
              }}
            >
              {t("search.clearRecent")}
            </button>
          </div>
        ) : null}
        <div id={listId} role="listbox" aria-label={t("search.suggestions")}>
          {shown.map((suggestion, index) => (
            // The field keeps the focus and names the active option (aria-activedescendant), the
            // combobox pattern: options are never focused themselves.
            // biome-ignore lint/a11y/useFocusableInteractive: see above.
            <div
              key={suggestion.query}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="cb-search__suggestion"
              // Chosen on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion.query);
              }}
            >
              <span>{suggestion.query}</span>
              {suggestion.pin_count === undefined ? null : (
                <span className="cb-muted">{t("board.pins", { count: suggestion.pin_count })}</span>
              )}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
