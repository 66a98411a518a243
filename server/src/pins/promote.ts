import { promoteFlag, promoteSettings } from "../advertisers/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";

/**
 * The "Promote your Pin" flag of a save's answer (PIN-072, PIN-073): the advertisers
 * feature's one rule, with the promote settings of the config.
 */
export async function canQuickPromoteFor(
  context: Pick<AppContext, "db" | "config">,
  viewer: Viewer,
  pin: { pinnerId: string; siteType: number },
): Promise<boolean> {
  return (await promoteFlag(context.db, viewer, pin, promoteSettings(context.config))).can;
}
