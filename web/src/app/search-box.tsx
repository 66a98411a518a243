import { t } from "@corkboard/core/messages";
import { searchPinsPath } from "@corkboard/core/paths";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { SearchIcon, TextField } from "../ui/index.ts";

/** The header's search box: submitting opens the pin search page. */
export function SearchBox() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) navigate(searchPinsPath(query));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers; role="search" works everywhere.
    <form role="search" className="cb-search" onSubmit={submit}>
      <TextField
        label={t("shell.searchLabel")}
        hideLabel
        type="search"
        name="q"
        placeholder={t("shell.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        leading={<SearchIcon className="cb-search__icon" />}
        inputClassName="cb-search__input"
      />
    </form>
  );
}
