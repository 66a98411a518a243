// The labels feature's public face (D-035): paid-partnership labels, the affiliate-link
// disclosure and sensitivity notices and covers, shown on the pages that carry pins; the pin
// editor's disclosures and the business's answer in its notifications load lazily, with
// their write path.
import { lazy } from "react";
import "./labels.css";

export { NoticeView } from "./notice-view.tsx";
export { SensitiveCover } from "./sensitive-cover.tsx";
export { AffiliateDisclosure, SponsorshipLabel, sponsorshipText } from "./sponsorship-label.tsx";

/** The pin editor's disclosures: paid partnership and affiliate link (LABEL-001…007). */
export const DisclosuresForm = lazy(() =>
  import("./disclosures-form.tsx").then((m) => ({ default: m.DisclosuresForm })),
);

/** A business's Approve / Decline on a paid-partnership request. */
export const SponsorshipAnswer = lazy(() =>
  import("./sponsorship-answer.tsx").then((m) => ({ default: m.SponsorshipAnswer })),
);
