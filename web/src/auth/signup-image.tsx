import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { Avatar } from "../ui/index.ts";
import type { AuthFlowOptions } from "./auth-options.ts";

const SignupPinImage = lazy(() => import("./signup-pin-image.tsx"));

/** The pin a signup is about: the one being saved, else the pin page's (AUTH-040). */
function usePinId(options: AuthFlowOptions): string | null {
  const [pathname] = useLocation();
  return options.pinId ?? /^\/pin\/(\d+)\/?/.exec(pathname)?.[1] ?? null;
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
      <Suspense fallback={null}>
        <SignupPinImage pinId={pinId} />
      </Suspense>
    </div>
  );
}
