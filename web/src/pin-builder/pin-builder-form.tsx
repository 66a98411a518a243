import type { Board } from "@corkboard/core/contract";
import { formatForScenario, type PinBuilderScenario, type PinFormat } from "@corkboard/core/gates";
import { type MessageKey, registerMessages, t, videoMessages } from "@corkboard/core/messages";
import {
  isPublishDone,
  PIN_FIELD_MAX,
  type PublishEvent,
  type PublishState,
  publishReducer,
  startPublish,
  VIDEO_ACCEPT,
  VIDEO_LIMITS,
  validatePinFields,
} from "@corkboard/core/pins";
import { type FormEvent, useCallback, useId, useState } from "react";
import { errorMessage } from "../platform/api/index.ts";
import { Button, Select, TextArea, TextField } from "../ui/index.ts";
import { isVideoFile, type PublishedPin, usePublishPin } from "./api.ts";
import { checkImage, type ImageVerdict, ratioList } from "./image-check.ts";
import { readImageSize } from "./read-image-size.ts";

registerMessages(videoMessages);

interface PinBuilderFormProps {
  labelledBy: string;
  scenario: PinBuilderScenario;
  /** The pin types the gate allows (carousel behind its experiment, story for story scenarios). */
  formats: readonly PinFormat[];
  boards: readonly Board[];
  /** The gate's can_upload_video (GATE-004, GATE-011): the picker offers video files. */
  canUploadVideo: boolean;
  onPublished: (pin: PublishedPin) => void;
}

/** The builder's fields: image, pin type, title, description, alt text, link and board (PIN-057…059, D-055). */
export function PinBuilderForm({
  labelledBy,
  scenario,
  formats,
  boards,
  canUploadVideo,
  onPublished,
}: PinBuilderFormProps) {
  const fileId = useId();
  const [format, setFormat] = useState<PinFormat>(formats[0] ?? "single");
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [altText, setAltText] = useState("");
  const [link, setLink] = useState("");
  const [board, setBoard] = useState(boards[0]?.id ?? "");
  // The publish under way (PIN-064 (a): attempted → uploading → publishing → succeeded, or
  // failed); null before the first.
  const [publishing, setPublishing] = useState<PublishState | null>(null);
  const report = useCallback(
    (event: PublishEvent) => setPublishing((state) => (state ? publishReducer(state, event) : state)),
    [],
  );
  const publish = usePublishPin(report);
  const pending = publishing !== null && !isPublishDone(publishing);
  const [formError, setFormError] = useState<string | null>(null);
  const effective = formatForScenario(scenario, format);
  const video = canUploadVideo && file !== null && isVideoFile(file);
  // A video's container, codecs and duration are the server's to check (D-050); the size is ours too.
  const verdict: ImageVerdict | null = video
    ? { error: file.size > VIDEO_LIMITS.bytesMax ? { key: "pinBuilder.tooLarge" } : null, warning: null }
    : file && size
      ? checkImage({ type: file.type, size: file.size, ...size, format: effective, scenario })
      : null;
  const fieldFailures = validatePinFields({ title, description, altText, link });
  const fieldError = (field: "title" | "description" | "altText" | "link") => {
    const failure = fieldFailures.find((f) => f.field === field);
    return failure ? t(failure.messageKey, failure.values) : undefined;
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSize(null);
    if (chosen && !isVideoFile(chosen)) setSize((await readImageSize(chosen)) ?? { width: 0, height: 0 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !verdict || verdict.error || fieldFailures.length > 0 || !board) return;
    setFormError(null);
    setPublishing(startPublish("upload"));
    publish.mutate(
      { file, title, description, altText, link, boardId: board, scenario },
      {
        onSuccess: (pin) => {
          report({ type: "advance", to: "succeeded" });
          onPublished(pin);
        },
        onError: (error) => {
          report({ type: "fail" });
          setFormError(errorMessage(error));
        },
      },
    );
  };
  const counter = (value: string, max: number) =>
    t("pinBuilder.maxChars", { count: Array.from(value).length, max });

  return (
    <form className="cb-pin-builder__form" aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      {formats.length > 1 ? (
        <Select
          label={t("pinBuilder.format")}
          value={format}
          onChange={(e) => setFormat(e.target.value as PinFormat)}
        >
          {formats.map((option) => (
            <option key={option} value={option}>
              {t(`pinBuilder.format.${option}` as MessageKey)}
            </option>
          ))}
        </Select>
      ) : null}
      <div className="cb-pin-builder__field">
        <label htmlFor={fileId}>{t("pinBuilder.chooseImage")}</label>
        <input
          id={fileId}
          type="file"
          accept={`image/jpeg,image/png,image/gif,image/webp,image/avif${canUploadVideo ? `,${VIDEO_ACCEPT}` : ""}`}
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="cb-muted">
          {t("pinBuilder.imageHint", { ratios: ratioList(effective) })}
          {canUploadVideo ? ` ${t("video.limits")}` : null}
        </p>
        {verdict?.error ? (
          <p role="alert" className="cb-pin-builder__error">
            {t(verdict.error.key, verdict.error.values)}
          </p>
        ) : null}
        {verdict?.warning ? <p role="status">{t(verdict.warning.key, verdict.warning.values)}</p> : null}
      </div>
      <TextField
        label={t("pinBuilder.pinTitle")}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fieldError("title")}
        description={counter(title, PIN_FIELD_MAX.title)}
      />
      <TextArea
        label={t("pinBuilder.description")}
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fieldError("description")}
        description={counter(description, PIN_FIELD_MAX.description)}
      />
      <TextArea
        label={t("pinBuilder.altText")}
        rows={2}
        value={altText}
        onChange={(e) => setAltText(e.target.value)}
        error={fieldError("altText")}
        description={counter(altText, PIN_FIELD_MAX.altText)}
      />
      <TextField
        label={t("pinBuilder.link")}
        type="url"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={fieldError("link")}
      />
      <Select label={t("pinBuilder.board")} value={board} onChange={(e) => setBoard(e.target.value)}>
        {boards.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
      {publishing?.status === "uploading" || publishing?.status === "publishing" ? (
        <div className="cb-pin-builder__progress">
          <label htmlFor={`${fileId}-progress`}>
            {video && publishing.status === "uploading"
              ? t("video.uploading", { percent: Math.round((publishing.progress ?? 0) * 100) })
              : t("pinBuilder.publishing")}
          </label>
          <progress id={`${fileId}-progress`} max={1} value={publishing.progress ?? 1} />
        </div>
      ) : null}
      {formError ? (
        <p role="alert" className="cb-pin-builder__error">
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        disabled={pending || !verdict || verdict.error !== null || fieldFailures.length > 0}
        aria-busy={pending}
      >
        {pending ? t("pinBuilder.publishing") : t("pinBuilder.publish")}
      </Button>
    </form>
  );
}
