import type {
  EndpointData,
  PinDisclosures,
  pinDisclosuresUpdateEndpoint,
  sponsorshipAnswerEndpoint,
} from "@corkboard/core/contract";
import { SPONSORSHIP_STATUS } from "@corkboard/core/labels";
import type { z } from "zod";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError, notFound } from "../platform/http/app-error.ts";
import * as repo from "./disclosures-repo.ts";

type DisclosuresInput = z.output<(typeof pinDisclosuresUpdateEndpoint)["query"]>;

/** Tells the named business (and stops asking one named before): the notifications' door. */
export type SponsorshipNotifier = (event: {
  pinId: string;
  creatorId: string;
  businessId: string | null;
}) => Promise<void>;

const GONE_STATES = new Set(["suspended", "deactivated"]);

/**
 * A pin's disclosures (LABEL-001…007, D-035). The pin's owner marks a paid partnership naming
 * a business account, and whether the link is an affiliate link; the named business approves
 * or declines. Anyone else — including a business the pin does not name — finds nothing.
 */
export class DisclosureService {
  readonly #db: Executor;
  readonly #notify: SponsorshipNotifier;

  constructor(db: Executor, notify: SponsorshipNotifier) {
    this.#db = db;
    this.#notify = notify;
  }

  /** The owner's view of the pin's disclosures; another person's pin is NOT_FOUND. */
  async get(viewer: Viewer, pinId: string): Promise<PinDisclosures> {
    await this.#assertOwner(viewer, pinId);
    return this.#present(pinId);
  }

  /**
   * Sets the disclosures. A business named anew is asked (PENDING, a notification); the one
   * named before keeps its answer; no name removes the paid partnership and its request.
   */
  async update(viewer: Viewer, input: DisclosuresInput): Promise<PinDisclosures> {
    await this.#assertOwner(viewer, input.pin_id);
    const before = await repo.findDisclosures(this.#db, input.pin_id);
    const username = input.sponsor_username?.trim() || null;
    const sponsorId = username === null ? null : await this.#businessId(viewer, username);
    const renamed = sponsorId !== (before?.sponsorId ?? null) || before?.sponsorshipStatus == null;
    const status =
      sponsorId === null
        ? null
        : renamed
          ? SPONSORSHIP_STATUS.PENDING
          : (before?.sponsorshipStatus ?? SPONSORSHIP_STATUS.PENDING);
    await repo.upsertDisclosures(this.#db, {
      pinId: input.pin_id,
      sponsorId,
      sponsorshipStatus: status,
      affiliateLink: input.affiliate_link,
    });
    if (renamed || sponsorId === null) {
      await this.#notify({ pinId: input.pin_id, creatorId: viewer.id, businessId: sponsorId });
    }
    return this.#present(input.pin_id);
  }

  /** The named business approves or declines; to anyone else the request is NOT_FOUND. */
  async answer(
    viewer: Viewer,
    input: { pin_id: string; approve: boolean },
  ): Promise<EndpointData<typeof sponsorshipAnswerEndpoint>> {
    const status = input.approve ? SPONSORSHIP_STATUS.APPROVED : SPONSORSHIP_STATUS.DECLINED;
    if (!(await repo.answerSponsorship(this.#db, input.pin_id, viewer.id, status))) {
      throw notFound("Paid partnership");
    }
    return { pin_id: input.pin_id, sponsorship_status: status };
  }

  async #assertOwner(viewer: Viewer, pinId: string): Promise<void> {
    if ((await repo.findPinOwner(this.#db, pinId)) !== viewer.id) throw notFound("Pin");
  }

  /** The business account named `username`; an unknown or unavailable one is NOT_FOUND. */
  async #businessId(viewer: Viewer, username: string): Promise<string> {
    const account = await repo.findAccountByUsername(this.#db, username);
    if (!account || GONE_STATES.has(account.state)) throw notFound("User");
    if (!account.isBusiness || account.id === viewer.id) {
      throw new AppError("SPONSOR_NOT_BUSINESS", "Only a business account can be named as a paid partner.", {
        detail:
          account.id === viewer.id
            ? "a pin's owner cannot be its own paid partner"
            : "not a business account",
      });
    }
    return account.id;
  }

  async #present(pinId: string): Promise<PinDisclosures> {
    const row = await repo.findDisclosures(this.#db, pinId);
    const gone =
      row?.sponsorshipStatus != null && (row.sponsorId === null || GONE_STATES.has(row.sponsorState ?? ""));
    return {
      pin_id: pinId,
      sponsor_username: gone ? null : (row?.sponsorUsername ?? null),
      sponsor_name: gone ? null : (row?.sponsorName ?? null),
      sponsorship_status: gone ? SPONSORSHIP_STATUS.SPONSOR_GONE : (row?.sponsorshipStatus ?? null),
      affiliate_link: row?.affiliateLink ?? false,
    };
  }
}
