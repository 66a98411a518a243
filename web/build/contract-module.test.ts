import { describe, expect, it } from "vitest";
import { contractModuleSource } from "./contract-module.ts";

describe("contractModuleSource", () => {
  it("keeps only the method and path of each endpoint, and re-exports zod-free modules", () => {
    const contract = {
      pinEndpoint: {
        method: "GET",
        path: "/resource/PinResource/get/",
        summary: "x",
        tag: "t",
        query: {},
        data: {},
      },
      idSchema: { parse() {} },
      isId: () => true,
    };
    expect(contractModuleSource(contract, ["/core/src/contract/errors.ts"])).toBe(
      [
        'export const pinEndpoint = {"method":"GET","path":"/resource/PinResource/get/"};',
        'export * from "/core/src/contract/errors.ts";',
        "",
      ].join("\n"),
    );
  });
});
