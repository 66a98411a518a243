import type { VideoUpload } from "@corkboard/core/contract";
import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, ok, renderApp, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { pickerBoard, saveResult, signedIn } from "../save/save-test-support.tsx";
import { HashtagField, hashtagAtCaret, insertHashtag } from "./hashtag-field.tsx";
import { openUploadDialog } from "./upload-dialog.tsx";
import { uploadImage } from "./upload-image.ts";

function Description() {
  const [value, setValue] = useState("");
  return <HashtagField label="Description" value={value} onChange={setValue} />;
}

/** A stand-in for XMLHttpRequest: records the request and lets the test drive its events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = "";
  responseText = "";
  private listeners: Record<string, ((event: unknown) => void)[]> = {};
  upload = {
    listeners: [] as ((event: ProgressEvent) => void)[],
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) =>
      this.upload.listeners.push(listener),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    const list = this.listeners[type] ?? [];
    this.listeners[type] = list;
    list.push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners)
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener({});
  }
}

const UPLOAD = {
  media_upload_id: "77",
  image_signature: "sig",
  width: 600,
  height: 900,
  dominant_color: "#223344",
};

describe("hashtag autocomplete", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("seed 001 §5 finds the hashtag at the caret and replaces it with the chosen one", () => {
    expect(hashtagAtCaret("Summer #bea", 11)).toMatchObject({ tag: "bea", start: 7, end: 11 });
    expect(hashtagAtCaret("Summer #bea next", 16)).toBeNull();
    const tag = hashtagAtCaret("Summer #bea", 11);
    if (!tag) throw new Error("no tag");
    expect(insertHashtag("Summer #bea", tag, "beach")).toEqual({ text: "Summer #beach ", caret: 14 });
  });

  it("seed 001 §2 §5 §9 the flyout offers at most 5 suggestions that have a query, and inserts one", async () => {
    const api = stubApi({
      "GET /v3/search/typeahead/": () =>
        ok([
          { query: "beach", pin_count: 12 },
          { query: "", pin_count: 3 },
          { query: "beachhouse", pin_count: 1 },
          { query: "beachlife", pin_count: 1 },
          { query: "beachday", pin_count: 1 },
          { query: "beachball", pin_count: 1 },
          { query: "beachy", pin_count: 1 },
        ]),
    });
    renderApp(<Description />, { bootstrap: signedIn() });
    const field = screen.getByLabelText("Description") as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: "Fun #bea", selectionStart: 8 } });
    const list = await screen.findByRole("list", { name: "Hashtag suggestions" });
    expect(list.querySelectorAll("button")).toHaveLength(5);
    // SEARCH-016 LABEL-015: the flyout asks the search typeahead with the "#" term.
    expect(api.sent[0]?.path).toBe("/v3/search/typeahead/");
    expect(api.sent[0]?.query).toMatchObject({ term: "#bea", count: "5" });
    fireEvent.click(screen.getByRole("button", { name: /^#beach\s*12 Pins$/ }));
    expect(field.value).toBe("Fun #beach ");
    await waitFor(() => expect(screen.queryByRole("list", { name: "Hashtag suggestions" })).toBeNull());
  });

  it("seed 001 §8 a failed lookup hides the flyout silently", async () => {
    const api = stubApi({ "GET /v3/search/typeahead/": () => fail(500, "INTERNAL") });
    renderApp(<Description />, { bootstrap: signedIn() });
    const field = screen.getByLabelText("Description");
    fireEvent.change(field, { target: { value: "#sun", selectionStart: 4 } });
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(screen.queryByRole("list", { name: "Hashtag suggestions" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("create from upload", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    resetAuthState();
    FakeXhr.last = null;
  });

  it("IMPL-029 uploads multipart with the CSRF token and reports progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the upload echoes.
    document.cookie = "csrftoken=tok123; Path=/";
    const progress: number[] = [];
    const file = new File(["abc"], "chair.jpg", { type: "image/jpeg" });
    const done = uploadImage(file, (fraction) => progress.push(fraction));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/v3/media/uploads/");
    expect(xhr.headers["X-CSRFToken"]).toBe("tok123");
    expect((xhr.body as FormData).get("image")).toBeTruthy();
    xhr.progress(50, 100);
    xhr.respond(200, { resource_response: { status: "success", code: 0, message: "ok", data: UPLOAD } });
    await expect(done).resolves.toEqual(UPLOAD);
    expect(progress).toEqual([0.5, 1]);
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the test cookie.
    document.cookie = "csrftoken=; Max-Age=0; Path=/";
  });

  it("IMPL-029 PIN-060 a refused upload is an ApiError with the envelope's code", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = uploadImage(new File(["x"], "x.jpg"), () => {});
    (FakeXhr.last as FakeXhr).respond(400, {
      resource_response: {
        status: "failure",
        code: 400,
        message: "too small",
        error: { code: "IMAGE_TOO_SMALL" },
      },
    });
    await expect(done).rejects.toMatchObject({ code: "IMAGE_TOO_SMALL", status: 400 });
  });

  it("IMPL-029 PIN-034 the dialog shows a progress bar, then the fields and the board picker; the pin is created from the upload", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }),
    );
    const api = stubApi({
      "GET /resource/PinAlreadySavedResource/get/": () => ok({ pinned_to_board: null }),
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "POST /resource/PinResource/create/": () => ok(saveResult()),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    renderApp(null, { bootstrap: signedIn() });
    act(() => openUploadDialog());
    const input = (await screen.findByLabelText("Choose an image from your computer")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["abc"], "chair.jpg", { type: "image/jpeg" })] } });
    const bar = (await screen.findByLabelText("Uploading your image")) as HTMLProgressElement;
    act(() => (FakeXhr.last as FakeXhr).progress(30, 100));
    expect(bar.getAttribute("value")).toBe("0.3");
    act(() =>
      (FakeXhr.last as FakeXhr).respond(200, {
        resource_response: { status: "success", code: 0, message: "ok", data: UPLOAD },
      }),
    );
    expect(await screen.findByLabelText("Title")).toBeTruthy();
    expect(screen.getByLabelText("Destination link")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Chair" } });
    fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
    // PIN-065: the pin-created dialog follows.
    expect(await screen.findByRole("heading", { name: "Saved to Recipes" })).toBeTruthy();
    expect(api.to("/resource/PinResource/create/")[0]?.body).toMatchObject({
      method: "uploaded",
      media_upload_id: "77",
      title: "Chair",
      color: "#223344",
      board_id: "10",
    });
    expect(api.to("/resource/PinAlreadySavedResource/get/")[0]).toBeTruthy();
  });

  it("IMPL-030 issue 18: after a video upload the details step and the pin-created dialog show the video-process job's state, asked until ready", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const video = (status: VideoUpload["status"]): VideoUpload => ({
      video_upload_id: "81",
      status,
      container: "mp4",
      content_type: "video/mp4",
      duration_ms: 6000,
      width: 640,
      height: 360,
      video_codec: "avc1",
      audio_codec: null,
      url: "/media/video/ab/cd/81/video.mp4",
      poster: { media_upload_id: "82", url: "/media/ab/cd/82/736x", dominant_color: "#445566" },
    });
    const api = stubApi({
      "GET /resource/PinAlreadySavedResource/get/": () => ok({ pinned_to_board: null }),
      "GET /resource/BoardPickerBoardsResource/get/": () =>
        ok({ all_boards: [pickerBoard("10", "Recipes")], boards_shortlist: [] }),
      "POST /resource/PinResource/create/": () => ok(saveResult()),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
      "GET /v3/media/videos/81/": (_request, count) => ok(video(count === 1 ? "processing" : "ready")),
    });
    renderApp(null, { bootstrap: signedIn() });
    act(() => openUploadDialog());
    const input = (await screen.findByLabelText("Choose an image from your computer")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["abc"], "clip.mp4", { type: "video/mp4" })] } });
    await screen.findByLabelText("Uploading video… 0%");
    act(() =>
      (FakeXhr.last as FakeXhr).respond(200, {
        resource_response: { status: "success", code: 0, message: "ok", data: video("uploaded") },
      }),
    );
    // While the person writes the title, the job's state shows beside the poster.
    expect(await screen.findByRole("progressbar", { name: "Video processing" })).toBeTruthy();
    expect(await screen.findByText("Processing video…")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
    expect(await screen.findByRole("heading", { name: "Saved to Recipes" })).toBeTruthy();
    expect(api.to("/resource/PinResource/create/")[0]?.body).toMatchObject({ video_upload_id: "81" });
    // The pin-created dialog goes on following it, to ready.
    expect(screen.getByText("Video, 0:06")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Video ready")).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole("progressbar", { name: "Video processing" })).toBeNull();
  }, 15_000);
});
