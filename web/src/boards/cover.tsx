/**
 * A board or section cover: one image, or a collage of three (one tall on the left, two
 * stacked on the right). Decorative: the card's name is its text.
 */
export function Cover({ images }: { images: readonly string[] }) {
  const shown = images.length >= 3 ? images.slice(0, 3) : images.slice(0, 1);
  return (
    <div className={shown.length === 1 ? "cb-cover cb-cover--single" : "cb-cover"}>
      {shown.map((src) => (
        <img key={src} src={src} alt="" loading="lazy" decoding="async" />
      ))}
    </div>
  );
}

/** The images of a board's cover: its chosen cover alone, else its first pins. */
export function boardCoverImages(board: { image_cover_url: string | null; cover_images: readonly string[] }) {
  if (board.cover_images.length >= 3) return board.cover_images;
  return board.image_cover_url ? [board.image_cover_url] : board.cover_images;
}
