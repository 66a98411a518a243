import { homeFeedEndpoint, pinEndpoint } from "@corkboard/core/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, isNotFound, NetworkError } from "./api-error.ts";
import { errorMessage } from "./error-text.ts";
import { endpointUrl, fetchEndpoint } from "./fetch-endpoint.ts";

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const notFound = {
  resource_response: {
    status: "failure",
    code: 404,
    message: "Pin not found",
    data: null,
    error: { code: "NOT_FOUND", message: "Pin not found" },
  },
};

describe("fetchEndpoint", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("GETs the endpoint's path with its query and same-origin cookies", async () => {
    const fetch = stubFetch(
      answer(200, { resource_response: { status: "success", code: 0, message: "ok", data: {} } }),
    );
    await fetchEndpoint(homeFeedEndpoint, { bookmark: "abc", page_size: 25 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/resource/HomefeedResource/get/?bookmark=abc&page_size=25");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
  });

  it("leaves absent query values out of the URL", () => {
    expect(endpointUrl(homeFeedEndpoint, { bookmark: undefined, page_size: null })).toBe(
      "/resource/HomefeedResource/get/",
    );
  });

  it("unwraps resource_response.data", async () => {
    const page = { items: [{ id: "1" }], bookmark: null };
    stubFetch(answer(200, { resource_response: { status: "success", code: 0, message: "ok", data: page } }));
    await expect(fetchEndpoint(homeFeedEndpoint, {})).resolves.toEqual(page);
  });

  it("throws an ApiError with the envelope's stable code", async () => {
    stubFetch(answer(404, notFound));
    const error = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(isNotFound(error)).toBe(true);
    expect(errorMessage(error)).toBe("Sorry, we couldn't find that.");
  });

  it("AUTH-091 keeps the error's context and field problems", async () => {
    const error = {
      code: "MFA_REQUIRED",
      message: "Enter your code",
      fields: [{ field: "code", message: "Hmm...that doesn't look like a verification code." }],
      context: { mfa_methods: ["email"], email_hint: "j•••@example.com", phone_number_end: null },
    };
    stubFetch(
      answer(401, { resource_response: { status: "failure", code: 401, message: "x", data: null, error } }),
    );
    const thrown = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      code: "MFA_REQUIRED",
      status: 401,
      fields: error.fields,
      context: error.context,
    });
  });

  it("gives an error without details empty fields and context", async () => {
    stubFetch(answer(404, notFound));
    const thrown = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ fields: [], context: {} });
  });

  it("falls back on the HTTP status when the body is not an envelope", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "INTERNAL", status: 502 });
    expect(errorMessage(error)).toBe("Sorry! Something went wrong on our end.");
  });

  it("treats a 200 answer without a success envelope as a failure", async () => {
    stubFetch(answer(200, { hello: "world" }));
    await expect(fetchEndpoint(pinEndpoint, { id: "1" })).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("ignores a malformed error code and uses the status instead", async () => {
    stubFetch(answer(429, { resource_response: { status: "failure", error: { code: "not a code" } } }));
    await expect(fetchEndpoint(pinEndpoint, { id: "1" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("keeps a code it has no words for, and says so generically", async () => {
    stubFetch(answer(409, { resource_response: { status: "failure", error: { code: "SOMETHING_NEW" } } }));
    const error = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "SOMETHING_NEW", status: 409 });
    expect(errorMessage(error)).toBe(errorMessage(new Error("anything")));
  });

  it("reports a request that never got an answer as a network error", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = await fetchEndpoint(pinEndpoint, { id: "1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error)).toBe("You're offline. Check your connection and try again.");
  });

  it("passes an abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException("Aborted", "AbortError");
    stubFetch(abort);
    await expect(fetchEndpoint(pinEndpoint, { id: "1" }, { signal: controller.signal })).rejects.toBe(abort);
  });
});
