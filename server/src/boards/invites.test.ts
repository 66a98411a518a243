import { createHash } from "node:crypto";
import type {
  BoardInvite,
  CollaboratorSuggestion,
  InviteDescription,
  ViewerBoard,
} from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, waitForMail } from "../auth/auth-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson, TestBrowser } from "../test/inject.ts";
import { GOOD_PASSWORD, type SignedInUser, signedIn, signUp } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { addCollaborator } from "./board-test-kit.ts";

const BY_EMAIL = "/resource/BoardEmailInviteResource/create/";
const BY_USER = "/resource/BoardInviteResource/create/";
const DESCRIBE = "/resource/BoardInviteResource/get/";
const RESPOND = "/resource/BoardInviteResource/update/";
const PEOPLE = "/resource/BoardCollaboratorsResource/get/";
const REMOVE = "/resource/BoardCollaboratorResource/delete/";
const CANCEL = "/resource/BoardInviteResource/delete/";
const SUGGEST = "/resource/ShareSuggestionsResource/get/";
const TYPEAHEAD = "/resource/ShareSuggestionsTypeaheadResource/get/";

type Invites = { invites: BoardInvite[] };

describe("board collaborators and invites (BOARD-060…065, IMPL-028)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let board: { id: string; ownerId: string };

  beforeAll(async () => {
    t = await buildTestApp({ publicOrigin: "https://boards.example" });
    owner = await signedIn(t, "owner");
    board = await buildBoard(t.database.db, owner.id, { name: "Family recipes", privacy: "secret" });
  });
  afterAll(() => t.close());

  /** The token of the invite link in the latest mail to `to`. */
  async function tokenMailedTo(to: string): Promise<string> {
    const mail = await waitForMail(t.app, to);
    const link = linkIn(mail?.text);
    expect(link.startsWith("https://boards.example/invite/board/")).toBe(true);
    return link.split("/invite/board/")[1] ?? "";
  }

  it("BOARD-063: an email invite mails a /invite/board/{token} link on PUBLIC_ORIGIN; only its sha256 is stored", async () => {
    const { status, body } = await owner.browser.post<Invites>(
      BY_EMAIL,
      { board_id: board.id, emails: [" Cousin@Fastmail.com "] },
      { host: "evil.example" },
    );
    expect(status).toBe(200);
    expect(body.resource_response.data.invites).toMatchObject([
      { board_id: board.id, status: "pending", email: "cousin@fastmail.com", invitee: null },
    ]);
    const token = await tokenMailedTo("cousin@fastmail.com");
    const [row] = await t.database.db
      .select()
      .from(schema.boardInvites)
      .where(eq(schema.boardInvites.inviteeEmail, "cousin@fastmail.com"));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.tokenHash).not.toContain(token);
    // The same address again is skipped, not mailed twice.
    const again = await owner.browser.post<Invites>(BY_EMAIL, {
      board_id: board.id,
      emails: ["cousin@fastmail.com"],
    });
    expect(again.body.resource_response.data.invites).toEqual([]);
  });

  /** The invite mail to `to` (a new account's verification mail comes to it too). */
  async function inviteMailTo(to: string) {
    for (let i = 0; i < 100; i++) {
      const mails = t.app.appContext.mailer.outbox?.list().filter((mail) => mail.to === to) ?? [];
      const invite = mails.find((mail) => mail.text.includes("/invite/board/"));
      if (invite) return invite;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no invite mail to ${to}`);
  }

  it("IMPL-045: an invite mail speaks the invitee's language; an address without an account gets the inviter's", async () => {
    const japanese = { "accept-language": "ja-JP,ja;q=0.9" };
    await owner.browser.post(BY_EMAIL, { board_id: board.id, emails: ["oba@fastmail.com"] }, japanese);
    expect((await inviteMailTo("oba@fastmail.com")).subject).toMatch(
      /さんがボード「Family recipes」にあなたを招待しました$/,
    );

    const chose = await signedIn(t, "chose-ja");
    await chose.browser.post("/resource/UserSettingsResource/update/", { locale: "ja" });
    await owner.browser.post(
      BY_USER,
      { board_id: board.id, invited_user_ids: [chose.id] },
      { "accept-language": "en-US" },
    );
    expect((await inviteMailTo(chose.email)).subject).toMatch(/ボード「Family recipes」/);

    // Someone with an account but no setting is not spoken to in the inviter's language.
    const invited = await signedIn(t, "no-setting");
    await owner.browser.post(BY_USER, { board_id: board.id, invited_user_ids: [invited.id] }, japanese);
    expect((await inviteMailTo(invited.email)).subject).toMatch(/invited you to the board Family recipes$/);
  });

  it("BOARD-065: a malformed email is INVALID_INPUT naming it; non-owners cannot invite", async () => {
    const bad = await owner.browser.post(BY_EMAIL, {
      board_id: board.id,
      emails: ["ok@fastmail.com", "not-an-email"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.fields).toEqual([
      expect.objectContaining({ field: "emails.1" }),
    ]);
    const stranger = await signedIn(t, "stranger");
    const probe = await stranger.browser.post(BY_EMAIL, { board_id: board.id, emails: ["x@fastmail.com"] });
    expect(probe.status).toBe(404);
    const anonymous = await new TestBrowser(t.app, t.config.publicOrigin).post(BY_EMAIL, {
      board_id: board.id,
      emails: ["x@fastmail.com"],
    });
    expect(anonymous.status).toBe(401);
  });

  it("IMPL-028 AUTH-043: the accept page reads the invite logged out, the inviter record with first name and default-image flag; the wrong account cannot accept; the invitee can", async () => {
    await owner.browser.post(BY_EMAIL, { board_id: board.id, emails: ["niece@fastmail.com"] });
    const token = await tokenMailedTo("niece@fastmail.com");
    const page = await getJson<InviteDescription>(t.app, DESCRIBE, { token });
    expect(page.status).toBe(200);
    expect(page.body.resource_response.data).toMatchObject({
      status: "pending",
      board: { id: board.id, name: "Family recipes" },
      inviter: { id: owner.id, image_medium_url: null, is_default_image: true },
      email: "niece@fastmail.com",
    });
    const inviter = page.body.resource_response.data?.inviter;
    expect(Object.keys(inviter ?? {}).sort()).toEqual([
      "avatar_color_index",
      "first_name",
      "full_name",
      "id",
      "image_medium_url",
      "is_default_image",
      "username",
    ]);
    expect(inviter?.first_name).toBe(inviter?.full_name.split(" ")[0]);
    expect((await getJson(t.app, DESCRIBE, { token: "not-a-real-token" })).status).toBe(404);

    const wrong = await signedIn(t, "someone");
    const refused = await wrong.browser.post(RESPOND, { token, accept: true });
    expect(refused.status).toBe(403);
    expect(refused.body.resource_response.error?.code).toBe("INVITE_WRONG_ACCOUNT");

    // The invitee signs up with the invited address (signup source boardInvite on the web).
    const niece = {
      browser: await signUp(t.app, "niece@fastmail.com", GOOD_PASSWORD, t.config.publicOrigin),
    };
    const accepted = await niece.browser.post<{ status: string; board: ViewerBoard }>(RESPOND, {
      token,
      accept: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.resource_response.data.board).toMatchObject({
      id: board.id,
      collaborated_by_me: true,
    });
    // Now a collaborator: the secret board opens, and the invite is spent.
    const read = await niece.browser.get("/resource/BoardResource/get/", { board_id: board.id });
    expect(read.status).toBe(200);
    // …and so do its pins, which stay hidden from everyone else.
    const pin = await buildPin(t.database.db, board);
    expect((await niece.browser.get("/resource/PinResource/get/", { id: pin.id })).status).toBe(200);
    expect((await wrong.browser.get("/resource/PinResource/get/", { id: pin.id })).status).toBe(404);
    expect(
      (await niece.browser.post(RESPOND, { token, accept: true })).body.resource_response.error?.code,
    ).toBe("INVITE_INVALID");
    expect(
      (await new TestBrowser(t.app, t.config.publicOrigin).post(RESPOND, { token, accept: true })).status,
    ).toBe(401);
    expect((await niece.browser.post(RESPOND, { accept: true })).status).toBe(404);
  });

  it("IMPL-028 an invite link stops working after 14 days", async () => {
    await owner.browser.post(BY_EMAIL, { board_id: board.id, emails: ["late@fastmail.com"] });
    const token = await tokenMailedTo("late@fastmail.com");
    expect((await getJson(t.app, DESCRIBE, { token })).status).toBe(200);
    await t.database.db
      .update(schema.boardInvites)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(schema.boardInvites.inviteeEmail, "late@fastmail.com"));
    const described = await getJson(t.app, DESCRIBE, { token });
    expect(described.body.resource_response.error?.code).toBe("INVITE_INVALID");
    const late = { browser: await signUp(t.app, "late@fastmail.com", GOOD_PASSWORD, t.config.publicOrigin) };
    const answer = await late.browser.post(RESPOND, { token, accept: true });
    expect(answer.body.resource_response.error?.code).toBe("INVITE_INVALID");
  });

  it("invites by user id: pending until the invitee accepts or declines (by invite id)", async () => {
    const guest = await signedIn(t, "guest");
    const decliner = await signedIn(t, "decliner");
    const { body } = await owner.browser.post<Invites>(BY_USER, {
      board_id: board.id,
      invited_user_ids: [guest.id, decliner.id, owner.id],
    });
    const invites = body.resource_response.data.invites;
    expect(invites.map((i) => i.invitee?.id).sort()).toEqual([guest.id, decliner.id].sort());
    await waitForMail(t.app, guest.email);
    const mine = await guest.browser.get<InviteDescription[]>("/resource/BoardInvitesResource/get/");
    expect(mine.body.resource_response.data.map((i) => i.board.id)).toEqual([board.id]);
    const guestInvite = invites.find((i) => i.invitee?.id === guest.id)?.id;
    const declinerInvite = invites.find((i) => i.invitee?.id === decliner.id)?.id;
    // Someone else cannot name another person's invite by id.
    expect((await decliner.browser.post(RESPOND, { invite_id: guestInvite, accept: true })).status).toBe(404);
    const declined = await decliner.browser.post(RESPOND, { invite_id: declinerInvite, accept: false });
    expect(declined.body.resource_response.data).toEqual({ status: "declined", board: null });
    expect((await guest.browser.post(RESPOND, { invite_id: guestInvite, accept: true })).status).toBe(200);
    const people = await owner.browser.get<{
      collaborators: { id: string }[];
      pending_invites: BoardInvite[];
    }>(PEOPLE, { board_id: board.id });
    const ids = people.body.resource_response.data.collaborators.map((c) => c.id);
    expect(ids).toContain(guest.id);
    expect(ids).not.toContain(decliner.id);
    expect(people.body.resource_response.data.pending_invites.map((i) => i.invitee?.id)).not.toContain(
      guest.id,
    );
    const unknownUser = await owner.browser.post(BY_USER, {
      board_id: board.id,
      invited_user_ids: ["999999"],
    });
    expect(unknownUser.status).toBe(404);
    expect((await owner.browser.post(BY_USER, { board_id: board.id, invited_user_ids: [] })).status).toBe(
      400,
    );
  });

  it("IMPL-028 the owner cancels a pending invite: its link and the invitee's list drop it; nobody else can", async () => {
    const invitee = await signedIn(t, "cancelled");
    await owner.browser.post(BY_EMAIL, { board_id: board.id, emails: [invitee.email] });
    const token = await tokenMailedTo(invitee.email);
    const { body } = await owner.browser.get<{ pending_invites: BoardInvite[] }>(PEOPLE, {
      board_id: board.id,
    });
    const invite = body.resource_response.data.pending_invites.find((i) => i.email === invitee.email);
    expect(invite).toBeDefined();
    const input = { board_id: board.id, invite_id: invite?.id };

    const collaborator = await signedIn(t, "helper");
    await addCollaborator(t, board.id, collaborator.id);
    expect((await collaborator.browser.post(CANCEL, input)).status).toBe(403);
    expect((await invitee.browser.post(CANCEL, input)).status).toBe(404);
    const elsewhere = await buildBoard(t.database.db, owner.id, { name: "Elsewhere" });
    expect((await owner.browser.post(CANCEL, { ...input, board_id: elsewhere.id })).status).toBe(404);
    expect((await owner.browser.post(CANCEL, { board_id: board.id })).status).toBe(400);

    const cancelled = await owner.browser.post(CANCEL, input);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.resource_response.data).toEqual(input);
    const after = await owner.browser.get<{ pending_invites: BoardInvite[] }>(PEOPLE, { board_id: board.id });
    expect(after.body.resource_response.data.pending_invites.map((i) => i.id)).not.toContain(invite?.id);
    expect((await getJson(t.app, DESCRIBE, { token })).body.resource_response.error?.code).toBe(
      "INVITE_INVALID",
    );
    const mine = await invitee.browser.get<InviteDescription[]>("/resource/BoardInvitesResource/get/");
    expect(mine.body.resource_response.data.map((i) => i.id)).not.toContain(invite?.id);
    expect(
      (await invitee.browser.post(RESPOND, { token, accept: true })).body.resource_response.error?.code,
    ).toBe("INVITE_INVALID");
    // Once gone, it cannot be cancelled again.
    expect((await owner.browser.post(CANCEL, input)).status).toBe(404);
  });

  it("collaborators leave or are removed by the owner, nobody else", async () => {
    const db = t.database.db;
    const a = await buildUser(db);
    const leaver = await signedIn(t, "leaver");
    await addCollaborator(t, board.id, a.id);
    await addCollaborator(t, board.id, leaver.id);
    expect((await leaver.browser.post(REMOVE, { board_id: board.id, user_id: a.id })).status).toBe(403);
    expect((await leaver.browser.post(REMOVE, { board_id: board.id, user_id: leaver.id })).status).toBe(200);
    expect((await leaver.browser.get(PEOPLE, { board_id: board.id })).status).toBe(404);
    const removed = await owner.browser.post(REMOVE, { board_id: board.id, user_id: a.id });
    expect(removed.body.resource_response.data).toEqual({ board_id: board.id, user_id: a.id });
    expect((await owner.browser.post(REMOVE, { board_id: board.id, user_id: a.id })).status).toBe(404);
    expect((await owner.browser.post(REMOVE, { board_id: board.id })).status).toBe(400);
  });

  it("BOARD-061 BOARD-062 BOARD-009: suggestions are people the viewer follows, typeahead matches the term; both skip collaborators", async () => {
    const db = t.database.db;
    const followed = await buildUser(db, { username: "olive_grove", fullName: "Olive Grove" });
    const collaborator = await buildUser(db, { username: "olive_oil", fullName: "Olive Oil" });
    await buildUser(db, { username: "oliver_twist", fullName: "Oliver Twist" });
    await buildUser(db, { username: "olive_banned", fullName: "Olive Banned", state: "suspended" });
    await db.insert(schema.follows).values([
      { followerId: owner.id, followeeId: followed.id },
      { followerId: owner.id, followeeId: collaborator.id },
    ]);
    await addCollaborator(t, board.id, collaborator.id);
    const initial = await owner.browser.get<CollaboratorSuggestion[]>(SUGGEST, { board_id: board.id });
    expect(initial.body.resource_response.data).toEqual([
      expect.objectContaining({
        type: "user_share_suggestion",
        id: followed.id,
        username: "olive_grove",
        valid: true,
      }),
    ]);
    // BOARD-009: a suggestion's fields, whatever its type.
    expect(Object.keys(initial.body.resource_response.data[0] ?? {}).sort()).toEqual([
      "full_name",
      "id",
      "image_large_url",
      "image_medium_url",
      "title",
      "type",
      "username",
      "valid",
    ]);
    expect(initial.body.resource_response.data[0]?.full_name).toBe("Olive Grove");
    const typed = await owner.browser.get<CollaboratorSuggestion[]>(TYPEAHEAD, {
      board_id: board.id,
      term: "OLIV",
      count: "5",
    });
    expect(typed.body.resource_response.data.map((s) => s.username)).toEqual(["olive_grove", "oliver_twist"]);
    expect(typed.body.resource_response.data[0]?.type).toBe("user");
    // A board still being created has no id: nobody is left out as already on it, so the
    // collaborator olive_oil, skipped above, is suggested too.
    const beforeCreate = await owner.browser.get<CollaboratorSuggestion[]>(TYPEAHEAD, { term: "oliv" });
    expect(beforeCreate.body.resource_response.data.map((s) => s.username)).toEqual([
      "olive_grove",
      "olive_oil",
      "oliver_twist",
    ]);
    const email = await owner.browser.get<CollaboratorSuggestion[]>(TYPEAHEAD, {
      board_id: board.id,
      term: "aunt@fastmail.com",
    });
    expect(email.body.resource_response.data).toEqual([
      expect.objectContaining({ type: "email", id: "aunt@fastmail.com", valid: true }),
    ]);
    const partial = await owner.browser.get<CollaboratorSuggestion[]>(TYPEAHEAD, {
      board_id: board.id,
      term: "aunt@",
    });
    expect(partial.body.resource_response.data[0]?.valid).toBe(false);
    const stranger = await signedIn(t, "nosy");
    expect((await stranger.browser.get(SUGGEST, { board_id: board.id })).status).toBe(404);
    expect((await owner.browser.get(TYPEAHEAD, { board_id: board.id, term: "x", count: "50" })).status).toBe(
      400,
    );
  });

  it("security: 100 invite mails per inviter per day; a refused batch stores and mails nothing and uses none of the rest", async () => {
    const busy = await signedIn(t, "busy_inviter");
    const ownBoard = await buildBoard(t.database.db, busy.id, { name: "Class trip" });
    const addresses = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `pupil${from + i}@school.example`);
    const invite = (emails: string[]) =>
      busy.browser.post<Invites>(BY_EMAIL, { board_id: ownBoard.id, emails });
    expect((await invite(addresses(0, 50))).status).toBe(200);
    expect((await invite(addresses(50, 40))).status).toBe(200);
    const refused = await invite(addresses(90, 20));
    expect(refused.status).toBe(429);
    expect(refused.body.resource_response.error?.code).toBe("RATE_LIMITED");
    const stored = await t.database.db
      .select()
      .from(schema.boardInvites)
      .where(eq(schema.boardInvites.boardId, ownBoard.id));
    expect(stored).toHaveLength(90);
    // The 10 left of the day still go out.
    expect((await invite(addresses(90, 10))).body.resource_response.data.invites).toHaveLength(10);
    expect((await invite(addresses(100, 1))).status).toBe(429);
  });
});
