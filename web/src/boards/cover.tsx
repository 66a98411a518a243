import { coverCollage } from "@corkboard/core/layout";

/**
 * A board or section cover: one image, or a collage of three (one tall on the left, two
 * stacked on the right). Decorative: the card's name is its text. A cover on the first
 * screen (`priority`) loads at once and first: it may be the page's largest paint (D-028).
 */
export function Cover({ images, priority = false }: { images: readonly string[]; priority?: boolean }) {
  const shown = coverCollage(images);
  return (
    <div className={shown.length === 1 ? "cb-cover cb-cover--single" : "cb-cover"}>
      {shown.map((src) => (
        <img
          key={src}
          src={src}
          alt=""
          loading={priority ? "eager" : "lazy"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
          decoding="async"
        />
      ))}
    </div>
  );
}

/** The images of a board's cover: its chosen cover alone, else its first pins. */
export function boardCoverImages(board: { image_cover_url: string | null; cover_images: readonly string[] }) {
  if (board.cover_images.length >= 3) return board.cover_images;
  return board.image_cover_url ? [board.image_cover_url] : board.cover_images;
}
