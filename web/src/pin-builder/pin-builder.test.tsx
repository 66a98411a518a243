import type { VideoUpload } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { checkImage, PIN_BUILDER_MAX_FILE_BYTES } from "./image-check.ts";
import { PinBuilderPage } from "./pin-builder-page.tsx";

/** GET /v3/media/videos/{id}/'s answer (the contract's VideoUpload) in one state. */
function videoStatus(status: VideoUpload["status"]): VideoUpload {
  return {
    video_upload_id: "77",
    status,
    container: "mp4",
    content_type: "video/mp4",
    duration_ms: 6000,
    width: 640,
    height: 360,
    video_codec: "avc1",
    audio_codec: null,
    url: "/media/video/ab/cd/77/video.mp4",
    poster: { media_upload_id: "78", url: "/media/ab/cd/78/736x", dominant_color: "#334455" },
  };
}

const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser() } });
const boards = { items: [{ id: "3", name: "Shop", archived: false }], bookmark: null };
const open = { web_pin: false, idea_pin: false, video: false, repin: false };

function gate(over: Record<string, unknown> = {}) {
  return {
    scenario: "default",
    scenario_allowed: true,
    features: ["editing", "tagging"],
    can_upload_video: false,
    is_partner: false,
    kill_switch: null,
    creation_blocked: open,
    ...over,
  };
}

function render(path: string, answer: Record<string, unknown>) {
  const api = stubApi({
    "GET /vx/pin_builder/gate/": () => ok(answer),
    "GET /resource/BoardsResource/get/": () => ok(boards),
  });
  return { api, ...renderApp(<PinBuilderPage />, { path, bootstrap: signedIn }) };
}

/** A stand-in XMLHttpRequest for the streamed upload: the test moves its progress and ends it. */
interface FakeUpload {
  method: string;
  path: string;
  progress(loaded: number, total: number): void;
  finish(data: unknown): void;
}

/** Installs fake uploads; `latest()` throws until the app has started one. */
function fakeUploads() {
  const sentForms: FormData[] = [];
  let current: FakeUpload | null = null;
  class Upload implements FakeUpload {
    status = 0;
    responseText = "";
    statusText = "";
    readonly upload = new EventTarget();
    readonly #events = new EventTarget();
    method = "";
    path = "";
    constructor() {
      current = this;
    }
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: EventListener) {
      this.#events.addEventListener(type, listener);
    }
    send(form: FormData) {
      sentForms.push(form);
    }
    progress(loaded: number, total: number) {
      this.upload.dispatchEvent(
        Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }),
      );
    }
    finish(data: unknown) {
      this.status = 200;
      this.responseText = JSON.stringify({ resource_response: { status: "success", data } });
      this.#events.dispatchEvent(new Event("load"));
    }
  }
  vi.stubGlobal("XMLHttpRequest", Upload);
  return {
    sentForms,
    latest(): FakeUpload {
      if (!current) throw new Error("no upload started yet");
      return current;
    },
  };
}

describe("pin builder", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("GATE-002 signed-out visitors log in first", async () => {
    stubApi({});
    const { location } = renderApp(<PinBuilderPage />, { path: "/pin-builder/" });
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/login/?${new URLSearchParams({ next: "/pin-builder/" })}`),
    );
  });

  it("IMPL-033 GATE-001 PIN-058 the pin builder page /pin-builder/ applies the gate; the form: image, title, description, link and board; carousel only behind its gate", async () => {
    const { api } = render("/pin-builder/", gate());
    expect(await screen.findByLabelText("Choose an image")).toBeTruthy();
    expect(screen.getByLabelText("Title")).toBeTruthy();
    expect(screen.getByLabelText("Description")).toBeTruthy();
    expect(screen.getByLabelText("Link")).toBeTruthy();
    // Issue 20: a labelled alt text field with its 500-character counter.
    expect(screen.getByLabelText("Alt text")).toBeTruthy();
    expect(screen.getAllByText("0 of 500 characters")).toHaveLength(2);
    expect(screen.getByRole("combobox", { name: "Board" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Pin type" })).toBeNull();
    expect(screen.getByText(/with a 2:3, 3:4, 1:1 shape/)).toBeTruthy();
    expect(api.to("/vx/pin_builder/gate/")).toHaveLength(1);
  });

  it("GATE-007 GATE-008 an unlocked carousel offers the pin type", async () => {
    render("/pin-builder/", gate({ features: ["editing", "tagging", "carousel"] }));
    const type = await screen.findByRole("combobox", { name: "Pin type" });
    expect([...type.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Standard", "Carousel"]);
  });

  it("GATE-009 PIN-057 story scenarios force 9:16", async () => {
    render("/pin-builder/?scenario=story_pin", gate({ scenario: "story_pin" }));
    expect(await screen.findByText(/with a 9:16 shape/)).toBeTruthy();
  });

  it("GATE-010 GATE-011 the kill switch turns creation off", async () => {
    render(
      "/pin-builder/",
      gate({ kill_switch: "disable_web_pins", creation_blocked: { ...open, web_pin: true } }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Creating Pins is turned off for now. Try again later.",
    );
    expect(screen.queryByLabelText("Choose an image")).toBeNull();
  });

  it("GATE-003 GATE-009 partner-only scenarios tell a personal account so", async () => {
    render("/pin-builder/?scenario=ad_creation", gate({ scenario: "ad_creation", scenario_allowed: false }));
    expect((await screen.findByRole("alert")).textContent).toBe("This kind of Pin needs a business account.");
  });

  it("PIN-055 PIN-057 seed 002 §5 image checks: type, 209,715,200 bytes, sides over 119, ratio note", () => {
    const base = {
      type: "image/png",
      size: 1000,
      width: 1000,
      height: 1500,
      format: "single",
      scenario: "default",
    } as const;
    expect(checkImage(base)).toEqual({ error: null, warning: null });
    expect(checkImage({ ...base, type: "text/plain" }).error?.key).toBe("pinBuilder.notImage");
    expect(checkImage({ ...base, size: PIN_BUILDER_MAX_FILE_BYTES }).error).toBeNull();
    expect(checkImage({ ...base, size: PIN_BUILDER_MAX_FILE_BYTES + 1 }).error?.key).toBe(
      "pinBuilder.tooLarge",
    );
    expect(checkImage({ ...base, width: 119, height: 119 }).error?.key).toBe("pinBuilder.tooSmall");
    expect(checkImage({ ...base, width: 120, height: 120 }).error).toBeNull();
    expect(checkImage({ ...base, width: 1000, height: 1400 }).warning?.values.nearest).toBe("3:4");
    expect(checkImage({ ...base, scenario: "story_pin" }).warning?.values.ratios).toBe("9:16");
  });

  it("IMPL-030 a video goes up with a progress bar and is published with video_upload_id; issue 18: the builder then follows its processing to ready", async () => {
    const uploads = fakeUploads();
    const sentForms = uploads.sentForms;
    const { api } = render("/pin-builder/", gate({ can_upload_video: true }));
    const picker = (await screen.findByLabelText("Choose an image")) as HTMLInputElement;
    expect(picker.accept).toContain("video/mp4");
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(64)], "clip.mp4", { type: "video/mp4" })] },
    });
    fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: " A potter at the wheel " } });
    const publish = screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    expect(api.to("/vx/pin_builder/gate/")).toHaveLength(1);
    // From here the create call is answered too.
    const created = stubApi({
      "GET /vx/pin_builder/gate/": () => ok(gate({ can_upload_video: true })),
      "GET /resource/BoardsResource/get/": () => ok(boards),
      "POST /resource/PinResource/create/": () =>
        ok({ id: "99", pinner: { id: "1" }, board: { id: "3", name: "Shop" } }),
      // The video-process job's state, asked until it is final: processing, then ready.
      "GET /v3/media/videos/77/": (_request, count) => ok(videoStatus(count === 1 ? "processing" : "ready")),
    });
    fireEvent.click(publish);
    const upload = await waitFor(() => uploads.latest());
    expect(`${upload.method} ${upload.path}`).toBe("POST /v3/media/videos/");
    expect((sentForms[0]?.get("video") as File | undefined)?.name).toBe("clip.mp4");
    upload.progress(40, 100);
    const bar = (await screen.findByLabelText("Uploading video… 40%")) as HTMLProgressElement;
    expect(bar.value).toBe(0.4);
    upload.finish({ video_upload_id: "77", status: "uploaded" });
    expect((await screen.findByRole("link", { name: "See your Pin" })).getAttribute("href")).toBe("/pin/99/");
    expect(created.to("/resource/PinResource/create/")[0]?.body).toMatchObject({
      video_upload_id: "77",
      method: "pinbuilder",
      board_id: "3",
      alt_text: "A potter at the wheel",
    });
    expect(created.to("/resource/PinResource/create/")[0]?.body.media_upload_id).toBeUndefined();
    expect(await screen.findByRole("progressbar", { name: "Video processing" })).toBeTruthy();
    expect(screen.getByText("Processing video…")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Video ready")).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole("progressbar", { name: "Video processing" })).toBeNull();
  }, 15_000);

  it("PIN-064 (a) the publish runs uploading → publishing; a refused create fails it and the form can publish again", async () => {
    const uploads = fakeUploads();
    render("/pin-builder/", gate({ can_upload_video: true }));
    const picker = (await screen.findByLabelText("Choose an image")) as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(64)], "clip.mp4", { type: "video/mp4" })] },
    });
    const publish = screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    let refuse: (answer: Response) => void = () => {};
    stubApi({
      "GET /vx/pin_builder/gate/": () => ok(gate({ can_upload_video: true })),
      "GET /resource/BoardsResource/get/": () => ok(boards),
      "POST /resource/PinResource/create/": () => new Promise<Response>((resolve) => (refuse = resolve)),
    });
    fireEvent.click(publish);
    const upload = await waitFor(() => uploads.latest());
    upload.progress(100, 100);
    expect(await screen.findByLabelText("Uploading video… 100%")).toBeTruthy();
    upload.finish({ video_upload_id: "77", status: "uploaded" });
    // Uploaded: the pin is being published, the bar says so and the form stays busy.
    const bar = (await screen.findByLabelText("Publishing…")) as HTMLProgressElement;
    expect(bar.value).toBe(1);
    expect((screen.getByRole("button", { name: "Publishing…" }) as HTMLButtonElement).disabled).toBe(true);
    refuse(fail(403, "PIN_CREATION_BLOCKED", "Pin creation is turned off for now."));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
    expect(screen.queryByRole("progressbar")).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("GATE-004 without can_upload_video the picker offers images only", async () => {
    render("/pin-builder/", gate({ can_upload_video: false }));
    const picker = (await screen.findByLabelText("Choose an image")) as HTMLInputElement;
    expect(picker.accept).not.toContain("video/");
  });
});
