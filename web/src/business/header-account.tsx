import type { BusinessAccessProfile, ViewerUser } from "@corkboard/core/contract";
import { profileSwitcherMessages, registerMessages } from "@corkboard/core/messages";
import { type ReactNode, useEffect, useState } from "react";
import { errorMessage } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { showToast } from "../ui/index.ts";
import { useBusinessProfiles, useSwitchProfile } from "./api.ts";
import { readProfileSession, writeProfileSession } from "./profile-session.ts";
import { ProfileSwitcher } from "./profile-switcher.tsx";
import { actingAsViewer, activeProfileId, sortProfiles, switcherVisible } from "./profiles.ts";

registerMessages(profileSwitcherMessages);

/** The viewer's own profile when the server's list leaves it out (ACCT-012: own = OWNER). */
function ownProfile(user: ViewerUser): BusinessAccessProfile {
  return {
    id: user.id,
    permissions: ["OWNER"],
    user: {
      username: user.username,
      businessName: user.full_name || user.username,
      imgUrl: user.image_medium_url,
      merchantId: null,
      scheduledPinCount: 0,
      eligibleForStlTool: false,
    },
    viewerMeetsMfaRequirement: true,
    mfaRequired: false,
    usable: true,
    isOwn: true,
  };
}

/**
 * The signed-in end of the header: the business profile switcher when the viewer may act
 * as another profile (ACCT-009, ACCT-013), then `menu`, given the acting profile's name,
 * username and picture (ACCT-019) for the shell's account menu. The active profile and the
 * switcher's visibility are kept for the tab (ACCT-014); a tab that found no other profile
 * does not ask again.
 */
export function HeaderAccount({ user, menu }: { user: ViewerUser; menu: (shown: ViewerUser) => ReactNode }) {
  const authorised = getBootstrap().viewer.type === "AUTH";
  const [kept] = useState(() => readProfileSession(user.id));
  const [chosenId, setChosenId] = useState(kept?.activeId ?? user.id);
  const switching = useSwitchProfile();
  const pendingId = switching.isPending ? (switching.variables?.profile_id ?? null) : null;
  const profiles = useBusinessProfiles(authorised && kept?.visible !== false);
  const list = profiles.data
    ? sortProfiles(
        profiles.data.some((p) => p.id === user.id) ? profiles.data : [ownProfile(user), ...profiles.data],
      )
    : [];
  const visible = profiles.data ? switcherVisible(list, user.id, authorised) : false;
  const activeId = profiles.data ? activeProfileId(list, user.id, chosenId) : user.id;

  useEffect(() => {
    if (profiles.data) writeProfileSession({ userId: user.id, activeId, visible });
  }, [profiles.data, user.id, activeId, visible]);

  const onSwitch = (profile: BusinessAccessProfile) =>
    switching.mutate(
      { profile_id: profile.id },
      {
        onSuccess: () => setChosenId(profile.id),
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );

  const active = visible ? (list.find((profile) => profile.id === activeId) ?? null) : null;
  const shown = actingAsViewer(user, active);
  return (
    <>
      {visible ? (
        <ProfileSwitcher profiles={list} activeId={activeId} pendingId={pendingId} onSwitch={onSwitch} />
      ) : null}
      {menu(shown.user)}
    </>
  );
}
