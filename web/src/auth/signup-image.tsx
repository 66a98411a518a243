import { pinEndpoint } from "@corkboard/core/contract";
import { useLocation } from "wouter";
import { useEndpoint } from "../platform/api/index.ts";
import { Avatar, pinAltText } from "../ui/index.ts";
import type { AuthFlowOptions } from "./auth-options.ts";

/** The pin a signup is about: the one being saved, else the pin page's (AUTH-040). */
function usePinId(options: AuthFlowOptions): string | null {
  const [pathname] = useLocation();
  return options.pinId ?? /^\/pin\/(\d+)\/?/.exec(pathname)?.[1] ?? null;
}

/**
 * The pin's 236 px image over its dominant colour, read after the form shows (AUTH-044:
 * the seed's lazily loaded query by pin id; the pin endpoint answers it, and on the pin
 * page it is already cached). Nothing while it loads or when the pin is gone.
 */
function PinImage({ pinId }: { pinId: string }) {
  const pin = useEndpoint(pinEndpoint, { id: pinId });
  if (!pin.data) return null;
  const image = pin.data.images["236x"];
  return (
    <img
      className="cb-auth__pin-image"
      src={image.url}
      width={image.width}
      height={image.height}
      alt={pinAltText(pin.data)}
      style={{ backgroundColor: pin.data.dominant_color }}
    />
  );
}

/**
 * The image above the login and signup forms (seed 000 §2): the creator's avatar in the
 * follow container (AUTH-041), else the pin on a pin page or of a save (AUTH-040).
 */
export function SignupImage({ options }: { options: AuthFlowOptions }) {
  const pinId = usePinId(options);
  if (options.container === "follow" && options.creator) {
    return (
      <div className="cb-auth__image" data-testid="signup-image">
        <Avatar
          user={options.creator}
          size={64}
          alt={options.creator.full_name || options.creator.username}
        />
      </div>
    );
  }
  if (!pinId) return null;
  return (
    <div className="cb-auth__image" data-testid="signup-image">
      <PinImage pinId={pinId} />
    </div>
  );
}
