import { type AuthBanner as AuthBannerState, authBannerText } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import "./auth-banner.css";

/** The recover-account or social-unavailable banner over the auth form (AUTH-047…049, D-043). */
export function AuthBanner({ banner }: { banner: AuthBannerState }) {
  const { key, values } = authBannerText(banner);
  return (
    <p className="cb-auth-banner" role="alert" data-testid="auth-banner">
      {t(key, values)}
    </p>
  );
}
