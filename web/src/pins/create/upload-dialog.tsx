import type { MediaUpload, VideoUpload } from "@corkboard/core/contract";
import { MODAL } from "@corkboard/core/layout";
import { pinMessages, registerMessages, t, videoMessages } from "@corkboard/core/messages";
import { VIDEO_ACCEPT, validatePinFields } from "@corkboard/core/pins";
import { useEffect, useId, useMemo, useState } from "react";
import { errorMessage } from "../../platform/api/index.ts";
import {
  ArrowBackIcon,
  closeModal,
  FormError,
  IconButton,
  Modal,
  openModal,
  TextField,
} from "../../ui/index.ts";
import { openPinCreatedDialog, type PinDraft, useSaveFlow } from "../save/index.ts";
import { VideoProcessingStatus } from "../video-processing-status.tsx";
import { HashtagField } from "./hashtag-field.tsx";
import { MAX_UPLOAD_BYTES, uploadImage, uploadVideo } from "./upload-image.ts";
import "./create.css";

registerMessages(pinMessages);
registerMessages(videoMessages);

type Step =
  | { kind: "choose"; error: string | null }
  | { kind: "uploading"; fraction: number; video: boolean }
  | { kind: "details"; upload: MediaUpload; preview: string; video?: UploadedVideo };

/** The uploaded video a pin will name, followed while the server processes it. */
interface UploadedVideo {
  id: string;
  durationMs: number;
}

/**
 * A video's upload as the details step takes an image's (IMPL-030, D-050): its poster is the
 * pin's image; the preview is the poster, the video itself being the server's to process.
 */
function posterUpload(video: VideoUpload): { upload: MediaUpload; preview: string } | null {
  if (!video.poster) return null;
  return {
    upload: {
      media_upload_id: video.poster.media_upload_id,
      image_signature: video.video_upload_id,
      width: video.width || 640,
      height: video.height || 360,
      dominant_color: video.poster.dominant_color,
    },
    preview: video.poster.url,
  };
}

function PinDetails({
  upload,
  preview,
  video,
}: {
  upload: MediaUpload;
  preview: string;
  video?: UploadedVideo;
}) {
  const videoUploadId = video?.id;
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [link, setLink] = useState("");
  const failures = validatePinFields({ title, description, link });
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? t(failure.messageKey, failure.values) : undefined;
  };
  const draft = useMemo<PinDraft>(
    () => ({
      method: "uploaded",
      mediaUploadId: upload.media_upload_id,
      ...(videoUploadId ? { videoUploadId } : {}),
      color: upload.dominant_color,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(link.trim() ? { link: link.trim() } : {}),
    }),
    [upload, videoUploadId, title, description, link],
  );
  const flow = useSaveFlow({
    draft,
    imageSignature: upload.image_signature,
    variant: "desktop",
    eventPath: "uploaded",
    onClose: closeModal,
    onSaved: ({ result }) =>
      openPinCreatedDialog({
        result,
        image: { url: preview, width: upload.width, height: upload.height },
        color: upload.dominant_color,
        ...(video ? { video: { durationSeconds: video.durationMs / 1000, uploadId: video.id } } : {}),
      }),
  });
  const showFields = flow.screen === "board_list";
  return (
    <div className="cb-upload__details">
      {showFields ? (
        <div className="cb-upload__fields">
          <img
            className="cb-upload__preview"
            src={preview}
            alt=""
            style={{ backgroundColor: upload.dominant_color }}
          />
          {videoUploadId ? <VideoProcessingStatus videoUploadId={videoUploadId} /> : null}
          <TextField
            label={t("pins.create.title")}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errorOf("title")}
          />
          <HashtagField label={t("pins.create.description")} value={description} onChange={setDescription} />
          {errorOf("description") ? <p className="cb-text-field__error">{errorOf("description")}</p> : null}
          <TextField
            label={t("pins.create.destination")}
            type="url"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={errorOf("link")}
          />
        </div>
      ) : (
        <IconButton label={t("boards.picker.back")} icon={<ArrowBackIcon />} size="sm" onClick={flow.back} />
      )}
      <h3 className="cb-upload__picker-title">{flow.title}</h3>
      {failures.length === 0 ? flow.body : null}
    </div>
  );
}

/**
 * "Create Pin" from the computer (IMPL-029): choose an image, watch it upload (a progress
 * bar fed by XMLHttpRequest upload progress), add a title, a description with hashtags and
 * a link, then pick a board; the pin-created dialog follows (PIN-065…PIN-076).
 */
export function UploadDialog() {
  const [step, setStep] = useState<Step>({ kind: "choose", error: null });
  const inputId = useId();
  const progressId = useId();
  useEffect(
    () => () => {
      if (step.kind === "details" && step.preview.startsWith("blob:")) URL.revokeObjectURL(step.preview);
    },
    [step],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setStep({ kind: "choose", error: t("error.PAYLOAD_TOO_LARGE") });
      return;
    }
    setStep({ kind: "uploading", fraction: 0, video: file.type.startsWith("video/") });
    const progress = (fraction: number) =>
      setStep({ kind: "uploading", fraction, video: file.type.startsWith("video/") });
    try {
      if (file.type.startsWith("video/")) {
        const video = await uploadVideo(file, progress);
        const details = posterUpload(video);
        if (!details) throw new Error("video without a poster");
        setStep({
          kind: "details",
          ...details,
          video: { id: video.video_upload_id, durationMs: video.duration_ms },
        });
        return;
      }
      const upload = await uploadImage(file, progress);
      setStep({ kind: "details", upload, preview: URL.createObjectURL(file) });
    } catch (error) {
      setStep({ kind: "choose", error: errorMessage(error) });
    }
  };

  return (
    <Modal
      open
      title={t("pins.upload.title")}
      onClose={closeModal}
      width={MODAL.width}
      testId="upload-dialog"
    >
      {step.kind === "choose" ? (
        <div className="cb-upload__choose">
          <input
            id={inputId}
            className="cb-visually-hidden"
            type="file"
            accept={`image/jpeg,image/png,image/webp,image/gif,image/avif,${VIDEO_ACCEPT}`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={inputId} className="cb-button cb-button--primary cb-button--lg">
            {t("pins.upload.choose")}
          </label>
          <FormError message={step.error} />
        </div>
      ) : step.kind === "uploading" ? (
        <div className="cb-upload__progress">
          <label htmlFor={progressId}>
            {step.video
              ? t("video.uploading", { percent: Math.round(step.fraction * 100) })
              : t("pins.upload.progress")}
          </label>
          <progress id={progressId} max={1} value={step.fraction} />
        </div>
      ) : (
        <PinDetails
          upload={step.upload}
          preview={step.preview}
          {...(step.video ? { video: step.video } : {})}
        />
      )}
    </Modal>
  );
}

/** Opens the create-from-upload dialog in the app's modal host. */
export function openUploadDialog(): void {
  openModal({ element: <UploadDialog /> });
}
