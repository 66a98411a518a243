import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ANSWERS_PER_RESOURCE, createQueryClient } from "./query-client.ts";

const TYPEAHEAD = "/v3/search/typeahead/";
const key = (term: string) => [TYPEAHEAD, {}, { term }];

describe("the client's answer cache", () => {
  it("CONST-011 CONST-012 keeps each resource's last 10 answers, dropping the least recently used unobserved one", async () => {
    expect(ANSWERS_PER_RESOURCE).toBe(10);
    const client = createQueryClient();
    const cache = client.getQueryCache();
    const ask = (term: string) => client.fetchQuery({ queryKey: key(term), queryFn: async () => term });
    // "a" stays on screen; "b" is used again after "c"…"j", so "c" is the least recently used.
    const onScreen = new QueryObserver(client, { queryKey: key("a"), queryFn: async () => "a" });
    const stop = onScreen.subscribe(() => {});
    await ask("a");
    for (const term of ["b", "c", "d", "e", "f", "g", "h", "i", "j"]) await ask(term);
    await client.fetchQuery({ queryKey: ["/v3/filters/", {}, {}], queryFn: async () => "filters" });
    const stopB = new QueryObserver(client, { queryKey: key("b"), queryFn: async () => "b" }).subscribe(
      () => {},
    );
    stopB();

    await ask("k");
    await ask("l");
    const terms = cache
      .findAll({ queryKey: [TYPEAHEAD] })
      .map((query) => (query.queryKey[2] as { term: string }).term);
    expect(terms.sort()).toEqual(["a", "b", "e", "f", "g", "h", "i", "j", "k", "l"]);
    // Another resource's answers are counted apart.
    expect(client.getQueryData(["/v3/filters/", {}, {}])).toBe("filters");
    stop();
  });
});
