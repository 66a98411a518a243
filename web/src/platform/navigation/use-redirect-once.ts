import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Replaces the location with `target` once, when it is non-null: a page that sends the
 * visitor elsewhere (to log in, to next) must not chase its own redirect when the new
 * location renders it again.
 */
export function useRedirectOnce(target: string | null): void {
  const [, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (target === null || done.current) return;
    done.current = true;
    navigate(target, { replace: true });
  }, [target, navigate]);
}
