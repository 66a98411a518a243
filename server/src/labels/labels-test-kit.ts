import type { AdvisoryDefinition } from "./advisories.ts";

export const DISCLOSURES = "/resource/PinDisclosuresResource/get/";
export const SET_DISCLOSURES = "/resource/PinDisclosuresResource/update/";
export const ANSWER = "/resource/PinSponsorshipResource/update/";
export const PIN = "/resource/PinResource/get/";
export const SEARCH = "/v3/search/pins/";

/** A notice with a type-5 link tag and one of another type (LABEL-008…010). */
export function supportNotice(text = "If you're struggling, find support now.") {
  return {
    style: "warning" as const,
    description: {
      text,
      text_tags: [
        {
          offset: text.indexOf("find support"),
          length: 12,
          tag_type: 5,
          link: "https://help.example/support",
        },
        { offset: 0, length: 2, tag_type: 1, link: null },
      ],
    },
    actions: [
      {
        title: "Talk to someone",
        description: "Free and confidential, any time.",
        button: { text: "Get help", link: "https://help.example/chat" },
      },
    ],
    footer: "Corkboard cares about your wellbeing.",
  };
}

/** An advisory definition of a severity, as an operator would write it. */
export function definition(severity: number, advisoryType = "self_harm"): AdvisoryDefinition {
  return { severity, advisory_type: advisoryType, resource_country: "US", notices: [supportNotice()] };
}
