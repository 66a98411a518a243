import { describe, expect, it } from "vitest";
import { amzDate, EMPTY_PAYLOAD_HASH, signRequest, uriEncode } from "./s3-signer.ts";

describe("signRequest (AWS SigV4)", () => {
  it("reproduces AWS's published GET Object example signature", () => {
    // From the S3 API reference, "Signature calculation: transferring payload in a single chunk".
    const headers = signRequest(
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
      },
      {
        method: "GET",
        path: "/test.txt",
        headers: { Host: "examplebucket.s3.amazonaws.com", Range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_HASH,
        date: new Date("2013-05-24T00:00:00Z"),
      },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("formats dates and encodes like RFC 3986", () => {
    expect(amzDate(new Date("2024-02-03T04:05:06.789Z"))).toBe("20240203T040506Z");
    expect(uriEncode("a b!*'()~")).toBe("a%20b%21%2A%27%28%29~");
  });
});
