import { t } from "@corkboard/core/messages";
import { lazy, type RefObject, Suspense, startTransition, useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "../ui/index.ts";
// The stand-in draws as the search box does, so its styles stay in the first load.
import "../ui/text-field/text-field.css";

// The search box's code (suggestions, recent searches, keyboard) is not in any first load
// (D-073): it loads once the page has loaded and the browser is idle, or at once when the
// pointer or focus reaches the field or something is typed in it.
const SearchBox = lazy(() => import("../search/search-box.tsx").then((m) => ({ default: m.SearchBox })));

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
 * code arrives. The stand-in is a plain search form (Enter opens the pin search page, by a
 * full page load); what was typed in it, the caret and the focus pass to the real box, which
 * replaces it in one commit (a transition keeps the stand-in on screen while the code loads).
 */
export function HeaderSearch() {
  const [live, setLive] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const wake = () => startTransition(() => setLive(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: wake only sets state, once.
  useEffect(() => afterLoadAndIdle(wake), []);
  const placeholder = <SearchBoxStandIn inputRef={live ? undefined : standIn} onWake={wake} />;
  return <Suspense fallback={placeholder}>{live ? <SearchBox takeOver={standIn} /> : placeholder}</Suspense>;
}

/** The search box's markup (TextField's, search-box.tsx) without its behaviour. */
function SearchBoxStandIn({
  inputRef,
  onWake,
}: {
  inputRef: RefObject<HTMLInputElement | null> | undefined;
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
