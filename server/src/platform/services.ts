import { rememberedLookup } from "../auth/remembered.ts";
import { BoardReadService } from "../boards/service.ts";
import { PinReadService } from "../pins/service.ts";
import { UserReadService } from "../users/service.ts";
import type { RememberedLookup } from "./bootstrap/bootstrap.ts";
import type { AppContext } from "./context.ts";
import { createImageUrls, type ImageUrls } from "./images/image-urls.ts";

/** The services of one app instance, wired once from its context. */
export interface Services {
  pins: PinReadService;
  boards: BoardReadService;
  users: UserReadService;
  /** The account a browser remembers (LIMITED_LOGIN, AUTH-010). */
  remembered: RememberedLookup;
  urls: ImageUrls;
}

/** Wires the services from the app context. */
export function createServices(context: AppContext): Services {
  const urls = createImageUrls(context.storage);
  const boards = new BoardReadService(context.db, urls);
  return {
    pins: new PinReadService(context.db, urls),
    boards,
    users: new UserReadService(context.db, urls, boards),
    remembered: rememberedLookup(context, urls),
    urls,
  };
}
