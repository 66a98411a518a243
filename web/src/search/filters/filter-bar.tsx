import type { FilterModel } from "@corkboard/core/contract";
import { registerMessages, shoppingMessages, t } from "@corkboard/core/messages";
import {
  type AppliedFilter,
  FILTER_COMPONENT_TYPE,
  type FilterState,
  isEmptyFilter,
  PRODUCT_FILTER_TYPE,
} from "@corkboard/core/shopping";
import { lazy } from "react";
import { Button } from "../../ui/index.ts";
import { FilterMenu } from "./filter-menu.tsx";
import "./filter-bar.css";

registerMessages(shoppingMessages);

// A panel opens on a click: its code loads then, or before when the pointer or focus reaches
// a filter's button (FilterMenu's `warm`), so the search page's first load does without it (D-068).
const loadPanels = () => Promise.all([import("./price-panel.tsx"), import("./options-panel.tsx")]);
const PricePanel = lazy(() => import("./price-panel.tsx").then((m) => ({ default: m.PricePanel })));
const OptionsPanel = lazy(() => import("./options-panel.tsx").then((m) => ({ default: m.OptionsPanel })));

interface FilterBarProps {
  state: FilterState;
  visible: readonly FilterModel[];
  update: (filter: AppliedFilter) => void;
  submit: (picks: FilterState["filters"]) => void;
  clearAll: () => void;
}

/** How many options a filter has picked, for its button (a price range counts as one). */
function pickedCount(filter: AppliedFilter | undefined): number {
  if (filter === undefined || isEmptyFilter(filter)) return 0;
  return filter.kind === "multi" ? filter.selectedOptionIds.length : 1;
}

/**
 * The shopping filter bar above the results (SEARCH-017…037, UI-014): one button per filter
 * model the picks do not hide, each opening its panel — check boxes for a multi-select, radio
 * buttons for a single-select (SEARCH-019), two price fields for the price range — and a
 * "Clear all" once anything is applied. Every change goes through the filter state's
 * actions; "Apply" submits, which writes the URL.
 */
export function FilterBar({ state, visible, update, submit, clearAll }: FilterBarProps) {
  if (visible.length === 0) return null;
  const anyApplied = Object.values(state.applied).some((filter) => !isEmptyFilter(filter));
  const apply = (filter: AppliedFilter) => submit({ ...state.filters, [filter.id]: filter });
  return (
    <div role="toolbar" aria-label={t("filters.label")} aria-busy={state.loading} className="cb-filter-bar">
      {visible.map((model) => {
        const picked = pickedCount(state.applied[model.id]);
        const label =
          picked > 0 ? t("filters.withCount", { title: model.title, count: picked }) : model.title;
        const current = state.filters[model.id];
        return (
          <FilterMenu key={model.id} label={label} active={picked > 0} warm={loadPanels}>
            {(close) =>
              model.product_filter_type === PRODUCT_FILTER_TYPE.PRICE_RANGE ? (
                <PricePanel
                  model={model}
                  filter={current?.kind === "range" ? current : undefined}
                  onApply={(filter) => {
                    update(filter);
                    apply(filter);
                    close();
                  }}
                />
              ) : (
                <OptionsPanel
                  model={model}
                  multi={model.filter_component_type === FILTER_COMPONENT_TYPE.MULTI_SELECT}
                  filter={current}
                  onChange={update}
                  onApply={(filter) => {
                    apply(filter);
                    close();
                  }}
                />
              )
            }
          </FilterMenu>
        );
      })}
      {anyApplied ? (
        <Button variant="tertiary" onClick={clearAll}>
          {t("filters.clearAll")}
        </Button>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="cb-filter-bar__error">
          {t("filters.failed")}
        </p>
      ) : null}
    </div>
  );
}
