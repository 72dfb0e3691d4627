import type { ContentImage as ContentImageData } from "#content/blocks.ts";

type ContentImageProps = {
  image: ContentImageData;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** A content picture with its intrinsic size, so nothing shifts while it loads. */
export function ContentImage({ image, priority = false, className }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
