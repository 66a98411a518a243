import { describe, expect, it } from "vitest";
import { contractModuleSource, ENDPOINT_MODULE, endpointModuleSource } from "./contract-module.ts";

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
        'export { pinEndpoint } from "\\u0000corkboard:endpoint:pinEndpoint";',
        'export * from "/core/src/contract/errors.ts";',
        "",
      ].join("\n"),
    );
    // Each endpoint is its own module, so it is bundled with the pages that call it.
    expect(endpointModuleSource(contract, `${ENDPOINT_MODULE}pinEndpoint`)).toBe(
      'export const pinEndpoint = {"method":"GET","path":"/resource/PinResource/get/"};\n',
    );
    expect(endpointModuleSource(contract, `${ENDPOINT_MODULE}idSchema`)).toBeNull();
    expect(endpointModuleSource(contract, "/core/src/contract/errors.ts")).toBeNull();
  });
});
