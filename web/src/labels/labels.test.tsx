import type { PinSponsorship, SensitivityNotice } from "@corkboard/core/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoticeView } from "./notice-view.tsx";
import { SensitiveCover } from "./sensitive-cover.tsx";
import { AffiliateDisclosure, SponsorshipLabel } from "./sponsorship-label.tsx";

const person = (id: string, full_name: string) => ({
  id,
  username: full_name.toLowerCase(),
  full_name,
  image_medium_url: null,
  avatar_color_index: 1,
});

const sponsorship = (patch: Partial<PinSponsorship>): PinSponsorship => ({
  status: 1,
  sponsor_name: "Acme",
  sponsor_username: "acme",
  collaborators: [],
  ...patch,
});

const notice: SensitivityNotice = {
  advisory: "self_harm",
  severity: 1,
  notices: [
    {
      style: "warning",
      description: {
        text: "You're not alone. Find support now.",
        text_tags: [
          { offset: 18, length: 12, tag_type: 5, link: "https://help.example/" },
          { offset: 0, length: 6, tag_type: 2, link: null },
        ],
      },
      actions: [
        {
          title: "Talk to someone",
          description: "Free and confidential.",
          button: { text: "Get help", link: "/help/" },
        },
      ],
      footer: "We care about your wellbeing.",
    },
  ],
};

/** The label's words, beside its avatars' letters. */
const labelText = () =>
  screen.getByTestId("sponsorship-label").querySelector(".cb-sponsorship-label__text")?.textContent;

describe("labels on the web (D-035)", () => {
  afterEach(cleanup);

  it("LABEL-001 LABEL-003: the label's words follow the status", () => {
    const { rerender } = render(<SponsorshipLabel sponsorship={sponsorship({ status: 0 })} />);
    expect(labelText()).toBe("Paid partnership");
    rerender(<SponsorshipLabel sponsorship={sponsorship({ status: 1 })} />);
    expect(labelText()).toBe("Paid partnership with Acme");
    rerender(<SponsorshipLabel sponsorship={sponsorship({ status: 3 })} />);
    expect(labelText()).toBe("Paid partnership");
  });

  it("LABEL-002 LABEL-004: status 2 says nothing with a brand name, 'Paid partnership' without", () => {
    const { rerender } = render(<SponsorshipLabel sponsorship={sponsorship({ status: 2 })} />);
    expect(screen.queryByTestId("sponsorship-label")).toBeNull();
    rerender(<SponsorshipLabel sponsorship={sponsorship({ status: 2, sponsor_name: null })} />);
    expect(labelText()).toBe("Paid partnership");
  });

  it("LABEL-005: at most 3 collaborator avatars, named", () => {
    const people = ["Ana", "Ben", "Cy", "Di"].map((name, i) => person(String(i), name));
    render(<SponsorshipLabel sponsorship={sponsorship({ collaborators: people })} />);
    const list = screen.getByRole("list", { name: "Collaborators" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
  });

  it("LABEL-007: an affiliate link is disclosed", () => {
    const { rerender } = render(<AffiliateDisclosure affiliate />);
    expect(screen.getByText("Affiliate link")).toBeTruthy();
    rerender(<AffiliateDisclosure affiliate={false} />);
    expect(screen.queryByText("Affiliate link")).toBeNull();
  });

  it("LABEL-008 LABEL-009 LABEL-010: a notice shows its text with a type-5 link, its action and footer; other tags are plain and logged", () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    render(<NoticeView notice={notice} />);
    const link = screen.getByRole("link", { name: "Find support" });
    expect(link.getAttribute("href")).toBe("https://help.example/");
    // The type-2 tag over "You're" stays plain text.
    expect(screen.getByText("You're not alone.", { exact: false }).tagName).toBe("SPAN");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(
      "notice text tag read as plain text",
      notice.notices[0]?.description.text_tags[1],
    );
    expect(screen.getByRole("link", { name: "Get help" }).getAttribute("href")).toBe("/help/");
    expect(screen.getByText("Talk to someone")).toBeTruthy();
    expect(screen.getByText("We care about your wellbeing.")).toBeTruthy();
  });

  it("LABEL-011: a sensitive pin is covered by its notice until the viewer chooses to see it", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    render(
      <SensitiveCover notice={notice}>
        <p>The pin itself</p>
      </SensitiveCover>,
    );
    expect(screen.queryByText("The pin itself")).toBeNull();
    const reveal = screen.getByRole("button", { name: "Show Pin" });
    // A native button: Enter and Space press it from the keyboard.
    expect(reveal.tagName).toBe("BUTTON");
    fireEvent.click(reveal);
    expect(screen.getByText("The pin itself")).toBeTruthy();
  });

  it("LABEL-011: without a notice the content shows at once", () => {
    render(
      <SensitiveCover notice={null}>
        <p>Plain pin</p>
      </SensitiveCover>,
    );
    expect(screen.getByText("Plain pin")).toBeTruthy();
  });
});
