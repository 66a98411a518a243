import type { ServerErrorLike } from "@corkboard/core/pins";
import { useState } from "react";
import { serverErrorOf } from "../../platform/api/index.ts";

/**
 * A manage form's save: `saving` while the call runs (the form's Save is disabled and busy
 * meanwhile); the saved answer goes to `onSaved`; a failure — of the call or of `onSaved` —
 * goes to `onFailed` as the server's words (null when no answer came).
 */
export function useSaveCall() {
  const [saving, setSaving] = useState(false);

  const save = async <S>(
    call: () => Promise<S>,
    onSaved: (saved: S) => void | Promise<void>,
    onFailed: (error: ServerErrorLike) => void,
  ) => {
    setSaving(true);
    try {
      await onSaved(await call());
    } catch (error) {
      onFailed(serverErrorOf(error));
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
