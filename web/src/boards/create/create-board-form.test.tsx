import type { BoardCreator } from "@corkboard/core/boards";
import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, ok, renderApp, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { pickerBoard, signedIn } from "../../pins/save/save-test-support.tsx";
import { CreateBoardForm } from "./create-board-form.tsx";

const CREATE = "POST /resource/BoardResource/create/";
const owner: BoardCreator = { viewerId: "1", advertiser: null };
const collaborator: BoardCreator = {
  viewerId: "1",
  advertiser: { ownerId: "2", advertiserId: "555", ownerUsername: "shop" },
};

function renderForm(creator = owner, pinId?: string) {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  renderApp(<CreateBoardForm creator={creator} pinId={pinId} onCreated={onCreated} onCancel={onCancel} />, {
    bootstrap: signedIn(),
  });
  return {
    onCreated,
    onCancel,
    name: screen.getByLabelText("Name"),
    create: screen.getByRole("button", { name: "Create" }) as HTMLButtonElement,
  };
}

describe("create board form", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("BOARD-029 BOARD-032 a blank name keeps Create disabled and says the seed's words once left", () => {
    stubApi({});
    const { name, create } = renderForm();
    expect(create.disabled).toBe(true);
    fireEvent.change(name, { target: { value: "   " } });
    expect(create.disabled).toBe(true);
    expect(screen.queryByText("Don't forget to name your board!")).toBeNull();
    fireEvent.blur(name);
    expect(screen.getByText("Don't forget to name your board!")).toBeTruthy();
  });

  it("BOARD-030 BOARD-031 over 50 characters is refused with the limit in the message", () => {
    stubApi({});
    const { name, create } = renderForm();
    fireEvent.change(name, { target: { value: "x".repeat(50) } });
    expect(create.disabled).toBe(false);
    expect(screen.queryByText(/no more than/)).toBeNull();
    fireEvent.change(name, { target: { value: "x".repeat(51) } });
    expect(screen.getByText("Please enter no more than 50 characters.")).toBeTruthy();
    expect(create.disabled).toBe(true);
  });

  it("BOARD-033 BOARD-039 the secret toggle starts public; checked, the board is created secret", async () => {
    const api = stubApi({ [CREATE]: () => ok(pickerBoard("20", "Shoes", { privacy: "secret" })) });
    const { name, create, onCreated } = renderForm();
    const secret = screen.getByRole("switch", { name: "Keep this board secret" }) as HTMLInputElement;
    expect(secret.checked).toBe(false);
    fireEvent.click(secret);
    fireEvent.change(name, { target: { value: "Shoes" } });
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.to("/resource/BoardResource/create/")[0]?.body).toEqual({
      name: "Shoes",
      privacy: "secret",
      aux_data: { source: "board_picker" },
    });
  });

  it("BOARD-034 BOARD-035 an ad-account collaborator sees the disabled protected switch and creates protected boards", async () => {
    const api = stubApi({ [CREATE]: () => ok(pickerBoard("20", "Ads", { privacy: "protected" })) });
    const { name, create, onCreated } = renderForm(collaborator);
    expect(screen.queryByRole("switch", { name: "Keep this board secret" })).toBeNull();
    const protectedSwitch = screen.getByRole("switch", {
      name: "Protected board (not listed on user's profile)",
    }) as HTMLInputElement;
    expect(protectedSwitch.disabled).toBe(true);
    expect(protectedSwitch.checked).toBe(true);
    fireEvent.change(name, { target: { value: "Ads" } });
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.to("/resource/BoardResource/create/")[0]?.body).toMatchObject({
      privacy: "protected",
      advertiser_id: "555",
    });
  });

  it("BOARD-041 BOARD-032 a failure shows message and message_detail under the form and disables Create until an edit", async () => {
    stubApi({
      [CREATE]: () =>
        Response.json(
          {
            resource_response: {
              status: "failure",
              code: 400,
              message: "Board not created",
              data: null,
              error: {
                code: "INVALID_INPUT",
                message: "Board not created",
                message_detail: "You already have a board with that name.",
              },
            },
          },
          { status: 400 },
        ),
    });
    const { name, create, onCreated } = renderForm();
    fireEvent.change(name, { target: { value: "Shoes" } });
    fireEvent.click(create);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Board not createdYou already have a board with that name.");
    expect(create.disabled).toBe(true);
    fireEvent.change(name, { target: { value: "Shoes 2" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(create.disabled).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("BOARD-041 without words from the server the default message shows", async () => {
    stubApi({ [CREATE]: () => new Response("oops", { status: 502 }) });
    const { name, create } = renderForm();
    fireEvent.change(name, { target: { value: "Shoes" } });
    fireEvent.click(create);
    expect((await screen.findByRole("alert")).textContent).toBe("Uh oh! Something went wrong.");
  });

  it("BOARD-064 the collaborator email entry says Keep typing!, Click to send!, Done! and invites after creation", async () => {
    const api = stubApi({
      [CREATE]: () => ok(pickerBoard("20", "Shoes")),
      "POST /resource/BoardEmailInviteResource/create/": () => ok({ invites: [] }),
    });
    const { name, create, onCreated } = renderForm();
    const entry = screen.getByLabelText("Collaborators");
    fireEvent.change(entry, { target: { value: "sam@" } });
    expect(screen.getByText("Keep typing!")).toBeTruthy();
    fireEvent.change(entry, { target: { value: "sam@fastmail.com" } });
    expect(screen.getByText("Click to send!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Invite sam@fastmail.com" }));
    expect(screen.getByText("Done!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove sam@fastmail.com" })).toBeTruthy();
    fireEvent.change(name, { target: { value: "Shoes" } });
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.to("/resource/BoardEmailInviteResource/create/")[0]?.body).toEqual({
      board_id: "20",
      emails: ["sam@fastmail.com"],
    });
  });

  it("BOARD-064 people are found by name while the board is still being created, and invited once it exists", async () => {
    const sam = {
      type: "user",
      id: "5",
      title: "Sam Lee",
      full_name: "Sam Lee",
      username: "sam",
      valid: true,
    };
    const api = stubApi({
      "GET /resource/ShareSuggestionsTypeaheadResource/get/": () => ok([sam]),
      [CREATE]: () => ok(pickerBoard("20", "Shoes")),
      "POST /resource/BoardInviteResource/create/": () => ok({ invites: [] }),
    });
    const { name, create, onCreated } = renderForm();
    fireEvent.change(screen.getByLabelText("Collaborators"), { target: { value: "sa" } });
    fireEvent.click(await screen.findByRole("button", { name: "Invite Sam Lee" }));
    // No board yet: the typeahead names none.
    expect(api.to("/resource/ShareSuggestionsTypeaheadResource/get/")[0]?.query).not.toHaveProperty(
      "board_id",
    );
    fireEvent.change(name, { target: { value: "Shoes" } });
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.to("/resource/BoardInviteResource/create/")[0]?.body).toEqual({
      board_id: "20",
      invited_user_ids: ["5"],
    });
  });

  it("BOARD-042 offers the pin's board title suggestions as names", async () => {
    stubApi({
      "GET /v3/pins/5/board_title_suggestions/": () => ok([{ title: "Summer" }, { title: "Beach" }]),
    });
    const { name } = renderForm(owner, "5");
    fireEvent.click(await screen.findByRole("button", { name: "Use the name Beach" }));
    expect((name as HTMLInputElement).value).toBe("Beach");
  });

  it("BOARD-041 a failed create keeps the form without calling back", async () => {
    stubApi({ [CREATE]: () => fail(400, "INVALID_INPUT", "Don't forget to name your board!") });
    const { name, create, onCreated } = renderForm();
    fireEvent.change(name, { target: { value: "x" } });
    fireEvent.click(create);
    expect((await screen.findByRole("alert")).textContent).toBe("Don't forget to name your board!");
    expect(onCreated).not.toHaveBeenCalled();
  });
});
