import { pinEndpoint } from "@corkboard/core/contract";
import { useEndpoint } from "../platform/api/index.ts";
import { pinAltText } from "../ui/index.ts";

/**
 * The pin's 236 px image over its dominant colour, read after the form shows (AUTH-044:
 * the seed's lazily loaded query by pin id; the pin endpoint answers it, and on the pin
 * page it is already cached). Nothing while it loads or when the pin is gone. Its own
 * module, loaded only when a signup is about a pin: it reads through the data layer, which
 * the sign-in pages' first load does without.
 */
export default function SignupPinImage({ pinId }: { pinId: string }) {
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
