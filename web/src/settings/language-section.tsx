import { LOCALE_NAMES, LOCALES, type Locale, t } from "@corkboard/core/messages";
import { useId } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { errorMessage } from "../platform/api/index.ts";
import { getBootstrap, setBootstrap } from "../platform/bootstrap/index.ts";
import { applyLocale, preferredLocale } from "../platform/i18n/index.ts";
import { Select, Spinner, showToast } from "../ui/index.ts";
import { useUpdateUserSettings, useUserSettings } from "./api.ts";

/** The select's value for "no choice: follow the browser". */
const AUTOMATIC = "";

/**
 * The language (IMPL-045, D-036): a choice saved on the account, which the pages and the
 * mails sent to the person follow; "Your browser's language" clears it. Each language is
 * named in itself (日本語), as language menus do, so anyone can find their own.
 */
export function LanguageSection() {
  const titleId = useId();
  const settings = useUserSettings();
  const updating = useUpdateUserSettings();
  const choose = (value: string) => {
    const locale = value === AUTOMATIC ? null : (value as Locale);
    updating.mutate(
      { locale },
      {
        onSuccess: async () => {
          rememberChoice(locale);
          // The whole app says its texts again in the new language, then confirms in it.
          await applyLocale(preferredLocale(locale));
          showToast(t("settings.language.saved"), "notice");
        },
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );
  };
  let body = null;
  if (settings.isPending) body = <Spinner />;
  else if (settings.isError)
    body = <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />;
  else
    body = (
      <Select
        label={t("settings.language.label")}
        description={t("settings.language.hint")}
        value={settings.data.locale ?? AUTOMATIC}
        disabled={updating.isPending}
        aria-busy={updating.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value={AUTOMATIC}>{t("settings.language.auto")}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    );
  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("settings.language.title")}</h2>
      {body}
    </section>
  );
}

/** The page's bootstrap keeps the choice, so anything that asks it later agrees. */
function rememberChoice(locale: Locale | null): void {
  const bootstrap = getBootstrap();
  const user = bootstrap.viewer.user;
  if (user) setBootstrap({ ...bootstrap, viewer: { ...bootstrap.viewer, user: { ...user, locale } } });
}
