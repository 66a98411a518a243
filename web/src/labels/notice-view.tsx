import type { Notice, SensitivityNotice } from "@corkboard/core/contract";
import { noticeText } from "@corkboard/core/labels";
import { ButtonLink } from "../ui/index.ts";

/** A notice's link: a path of this site, or another site opened in a new tab. */
function linkProps(link: string) {
  return link.startsWith("/") ? { href: link } : { href: link, target: "_blank", rel: "noopener noreferrer" };
}

/**
 * A notice's description with its text tags (LABEL-009, LABEL-010): a type-5 tag becomes a
 * link, any other is plain text and logged, once per render of the notice.
 */
function NoticeDescription({ description }: { description: Notice["description"] }) {
  const { parts, plain } = noticeText(description.text, description.text_tags);
  for (const tag of plain) console.info("notice text tag read as plain text", tag);
  return (
    <p className="cb-notice__text">
      {parts.map((part, index) =>
        "link" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <a key={index} className="cb-link" {...linkProps(part.link)}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * A sensitivity notice (LABEL-008): each notice in its style with its description, actions
 * (title, description and a button) and footer. `headingLevel` fits the page around it.
 */
export function NoticeView({
  notice,
  children,
}: {
  notice: SensitivityNotice;
  /** What the page offers beside the notice's own actions (a pin's "Show Pin"). */
  children?: React.ReactNode;
}) {
  return (
    <section className="cb-notice" data-testid="sensitivity-notice" aria-label={notice.advisory}>
      {notice.notices.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an operator's notices, in order.
        <div key={index} className={`cb-notice__item cb-notice__item--${item.style}`}>
          <NoticeDescription description={item.description} />
          {item.actions.map((action) => (
            <div key={action.title + action.button.link} className="cb-notice__action">
              <p className="cb-notice__action-title">{action.title}</p>
              {action.description ? <p className="cb-muted">{action.description}</p> : null}
              <ButtonLink variant="secondary" {...linkProps(action.button.link)}>
                {action.button.text}
              </ButtonLink>
            </div>
          ))}
          {item.footer ? <p className="cb-notice__footer cb-muted">{item.footer}</p> : null}
        </div>
      ))}
      {children}
    </section>
  );
}
