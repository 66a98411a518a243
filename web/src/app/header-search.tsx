import { t } from "@corkboard/core/messages";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "../ui/index.ts";
// The stand-in draws as the search box does, so its styles stay in the first load.
import "../ui/text-field/text-field.css";

// The search box's code (suggestions, recent searches, keyboard) is not in any first load
// (D-073): it loads once the page has loaded and the browser is idle, or at once when the
// pointer or focus reaches the field or something is typed in it. If it cannot load
// (offline, or a new release removed the file), the stand-in simply stays, and searches.
type Box = typeof import("../search/index.ts").SearchBox;
let loading: Promise<Box> | null = null;

/** Loads the real search box once; a failed load may be tried again on the next wake. */
export function loadSearchBox(): Promise<Box> {
  loading ??= import("../search/index.ts").then(
    (m) => m.SearchBox,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `wake` once the page has loaded and the browser has a moment; returns a cancel. */
function afterLoadAndIdle(wake: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => !cancelled && wake(), { timeout: 2000 });
    } else timer = setTimeout(() => !cancelled && wake(), 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener("load", idle);
  };
}

/**
 * The header's search box (IMPL-035): a stand-in with the same markup until the real one's
 * code has arrived. The stand-in is a plain search form (Enter opens the pin search page, by
 * a full page load); what was typed in it, the caret and the focus pass to the real box,
 * which replaces it in one commit once its module is there.
 */
export function HeaderSearch() {
  const [Box, setBox] = useState<Box | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const wake = () =>
    void loadSearchBox().then(
      (box) => setBox(() => box),
      () => undefined,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: wake only loads and sets state.
  useEffect(() => afterLoadAndIdle(wake), []);
  return Box ? <Box takeOver={standIn} /> : <SearchBoxStandIn inputRef={standIn} onWake={wake} />;
}

/** The search box's markup (TextField's, search-box.tsx) without its behaviour. */
function SearchBoxStandIn({
  inputRef,
  onWake,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onWake: () => void;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: as search-box.tsx, role="search" works everywhere.
    <form role="search" className="cb-search" action="/search/pins/" method="get">
      <div className="cb-text-field">
        <label htmlFor={id} className="cb-visually-hidden">
          {t("shell.searchLabel")}
        </label>
        <SearchIcon className="cb-search__icon" />
        <input
          ref={inputRef}
          id={id}
          className="cb-text-field__input cb-search__input"
          type="search"
          name="q"
          placeholder={t("shell.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          onPointerEnter={onWake}
          onFocus={onWake}
          onInput={onWake}
        />
      </div>
    </form>
  );
}
