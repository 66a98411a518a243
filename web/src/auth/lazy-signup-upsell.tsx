import { lazy, Suspense } from "react";

// The prompt sits fixed in the corner, over the page rather than in its flow, so it may
// arrive after the pin has painted: the pin page's first load does without its code (D-068).
const Upsell = lazy(() => import("./signup-upsell.tsx").then((m) => ({ default: m.SignupUpsell })));

/** The bottom-right sign-up prompt of logged-out pin pages, loaded after the page (see signup-upsell.tsx). */
export function SignupUpsell({ next }: { next: string }) {
  return (
    <Suspense fallback={null}>
      <Upsell next={next} />
    </Suspense>
  );
}
