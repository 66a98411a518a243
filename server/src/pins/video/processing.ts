import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../platform/context.ts";
import { processImage } from "../../platform/images/index.ts";
import type { JobKind } from "../../platform/jobs/index.ts";
import { withTempFile } from "../image-intake.ts";
import { grabFrame } from "./poster.ts";
import { findVideoWithPoster, moveVideoStatus, replacePoster } from "./video-repo.ts";

const processPayload = z.object({ videoId: z.string().min(1) });

type ProcessingContext = Pick<AppContext, "db" | "storage" | "jobs">;

/**
 * The `video-process` job (IMPL-030, D-048, D-050): uploaded → processing → ready. With
 * ffmpeg on the machine the poster becomes a real frame; without it (or when ffmpeg fails on
 * this file) the placeholder made at upload stays and the video is still ready: the browser
 * decodes it, not us. A video whose bytes are gone from storage is failed, not retried.
 */
export class VideoProcessing {
  readonly #context: ProcessingContext;
  readonly #ffmpeg: Promise<string | null>;
  readonly #log: FastifyBaseLogger;
  readonly #kind: JobKind<z.input<typeof processPayload>>;

  constructor(context: ProcessingContext, ffmpeg: Promise<string | null>, log: FastifyBaseLogger) {
    this.#context = context;
    this.#ffmpeg = ffmpeg;
    this.#log = log;
    this.#kind = context.jobs.define("video-process", ({ videoId }, run) => this.#run(videoId, run.signal), {
      payload: processPayload,
      retryLimit: 2,
      timeoutMs: 120_000,
      concurrency: 1,
      oneQueuedPerKey: true,
    });
  }

  /** Queues the processing of a just-uploaded video. */
  async schedule(videoId: string): Promise<void> {
    await this.#context.jobs.enqueue(this.#kind, { videoId }, { singletonKey: videoId });
  }

  async #run(videoId: string, signal: AbortSignal): Promise<void> {
    const { db, storage } = this.#context;
    await moveVideoStatus(db, videoId, ["uploaded", "processing"], "processing");
    const found = await findVideoWithPoster(db, videoId);
    if (found?.video.status !== "processing") return;
    const object = await storage.get(found.video.storageKey);
    if (!object) {
      this.#log.warn({ video_id: videoId }, "video bytes missing from storage; video failed");
      await moveVideoStatus(db, videoId, ["processing"], "failed");
      return;
    }
    const ffmpeg = await this.#ffmpeg;
    if (!ffmpeg) {
      object.body.destroy();
    } else {
      await withTempFile(async (file) => {
        await pipeline(object.body, createWriteStream(file));
        try {
          const frame = await grabFrame(ffmpeg, file, signal);
          const poster = await processImage({ db, storage }, frame);
          await replacePoster(db, videoId, found.poster?.id ?? null, poster);
        } catch (error) {
          // The browser may still play what ffmpeg cannot read: keep the placeholder.
          this.#log.warn({ video_id: videoId, err: error }, "no poster frame; the placeholder stays");
        }
      });
    }
    await moveVideoStatus(db, videoId, ["processing"], "ready");
  }
}
