import type { Endpoint } from "@corkboard/core/contract";
import type { PinCreateRequest, SaveResponse } from "@corkboard/core/pins";
import type { z } from "zod";
import { fetchEndpoint } from "../platform/api/index.ts";

/**
 * PinResource create (seed 001 §7, PIN-034) as the main branch's contract declares it
 * (core/src/contract/pins-write.ts, not in this branch yet): the same method and path, the
 * request and answer types of core/src/pins/contract.ts. At merge the lead replaces this
 * local declaration with the contract's `pinCreateEndpoint`; the call itself stays as is.
 */
const pinCreateEndpoint = {
  method: "POST",
  path: "/resource/PinResource/create/",
} as unknown as Endpoint<z.ZodType<PinCreateRequest, PinCreateRequest>, z.ZodType<SaveResponse>>;

/** What the pin builder publishes. */
export interface PinBuilderDraft {
  file: File;
  title: string;
  description: string;
  link: string;
  boardId: string;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Creates the pin on the board from the chosen image (method "pinbuilder", never buyable). */
export async function savePinFromBuilder(draft: PinBuilderDraft): Promise<SaveResponse> {
  const body: PinCreateRequest = {
    board_id: draft.boardId,
    section: null,
    title: draft.title.trim(),
    description: draft.description.trim(),
    link: draft.link.trim() || null,
    method: "pinbuilder",
    is_buyable_pin: false,
    image_base64: await readAsBase64(draft.file),
  };
  return fetchEndpoint(pinCreateEndpoint, body);
}
