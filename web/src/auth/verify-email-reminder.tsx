import { lazy, Suspense } from "react";
import { getBootstrap } from "../platform/bootstrap/index.ts";

// Only people who still have to verify download the banner and the auth messages.
const VerifyEmailBanner = lazy(() =>
  import("./verify-email-banner.tsx").then((m) => ({ default: m.VerifyEmailBanner })),
);

/** Shows the verify-your-email banner to a signed-in person whose email is unverified (AUTH-155). */
export function VerifyEmailReminder() {
  const { user } = getBootstrap().viewer;
  if (!user || user.email_verified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner user={user} />
    </Suspense>
  );
}
