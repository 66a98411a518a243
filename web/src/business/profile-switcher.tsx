import type { BusinessAccessProfile } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useId } from "react";
import { Link } from "wouter";
import { Avatar, useDisclosureMenu } from "../ui/index.ts";
import { isUsable } from "./profiles.ts";
import "./profile-switcher.css";

interface ProfileSwitcherProps {
  /** Sorted by business name (ACCT-015). */
  profiles: readonly BusinessAccessProfile[];
  activeId: string;
  pendingId: string | null;
  onSwitch: (profile: BusinessAccessProfile) => void;
}

function avatarUser(profile: BusinessAccessProfile) {
  return {
    full_name: profile.user.businessName,
    username: profile.user.username,
    image_medium_url: profile.user.imgUrl,
    avatar_color_index: 0,
  };
}

/**
 * The business profile switcher (ACCT-009…017): a disclosure listing the profiles by
 * business name; the active one is marked; a profile whose two-factor requirement the viewer
 * does not meet is listed disabled with the prompt to turn it on (ACCT-017).
 */
export function ProfileSwitcher({ profiles, activeId, pendingId, onSwitch }: ProfileSwitcherProps) {
  const { open, setOpen, root, button } = useDisclosureMenu();
  const listId = useId();
  const active = profiles.find((profile) => profile.id === activeId) ?? profiles[0];

  if (!active) return null;
  return (
    <div ref={root} className="cb-profile-switcher">
      <button
        ref={button}
        type="button"
        className="cb-profile-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("business.switcher.label", { name: active.user.businessName })}
        onClick={() => setOpen(!open)}
      >
        <Avatar user={avatarUser(active)} size={24} />
        <span className="cb-profile-switcher__name">{active.user.businessName}</span>
      </button>
      <div id={listId} className="cb-profile-switcher__panel" hidden={!open}>
        <p className="cb-profile-switcher__title">{t("business.switcher.title")}</p>
        <ul className="cb-profile-switcher__list">
          {profiles.map((profile) => {
            const usable = isUsable(profile);
            const current = profile.id === active.id;
            const hintId = `${listId}-${profile.id}`;
            return (
              <li key={profile.id}>
                <button
                  type="button"
                  className="cb-profile-switcher__option"
                  aria-current={current ? "true" : undefined}
                  aria-describedby={usable ? undefined : hintId}
                  aria-busy={pendingId === profile.id}
                  disabled={!usable || pendingId !== null}
                  onClick={() => {
                    if (!current) onSwitch(profile);
                    setOpen(false);
                  }}
                >
                  <Avatar user={avatarUser(profile)} size={32} />
                  <span>
                    <span className="cb-profile-switcher__option-name">{profile.user.businessName}</span>
                    <span className="cb-muted"> @{profile.user.username}</span>
                    {current ? (
                      <span className="cb-visually-hidden"> ({t("business.switcher.current")})</span>
                    ) : null}
                  </span>
                </button>
                {usable ? null : (
                  <p id={hintId} className="cb-profile-switcher__mfa">
                    {t("business.switcher.mfa")}{" "}
                    <Link href="/settings/security/" onClick={() => setOpen(false)}>
                      {t("business.switcher.mfaLink")}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
