import { searchPinsPath } from "@corkboard/core/paths";
import { extractHashtags } from "@corkboard/core/pins";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * A pin's description with each hashtag (LABEL-012's rule) as a link to its search
 * (`/search/pins/?q=%23tag`, IMPL-037); the rest is plain text.
 */
export function DescriptionText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const hashtag of extractHashtags(text)) {
    if (hashtag.start > at) parts.push(text.slice(at, hashtag.start));
    const label = text.slice(hashtag.start, hashtag.end);
    parts.push(
      <Link key={hashtag.start} to={searchPinsPath(label)} className="cb-link">
        {label}
      </Link>,
    );
    at = hashtag.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
