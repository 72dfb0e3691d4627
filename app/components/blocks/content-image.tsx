import type { ContentImage as ContentImageData } from "#content-model/blocks.ts";

type ContentImageProps = {
  image: ContentImageData;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** How wide the picture is drawn, so the browser fetches the one width it needs. */
  sizes?: string;
  className?: string;
  /** Fetched ahead of its turn, unseen (a rotating frame's next picture): out of the accessibility tree. */
  preloading?: boolean;
  /** For pictures that react to loading (a caption until loaded, a fallback on failure). */
  onLoad?: React.ReactEventHandler<HTMLImageElement>;
  onError?: React.ReactEventHandler<HTMLImageElement>;
  ref?: React.Ref<HTMLImageElement>;
};

/**
 * A content picture with its intrinsic size, so nothing shifts while it loads.
 * A photo comes as AVIF and WebP at several widths (scripts/build/images.ts), with a
 * JPEG or PNG for browsers that read neither; a drawing is its SVG.
 */
export function ContentImage({
  image,
  priority = false,
  sizes = "100vw",
  className,
  preloading,
  onLoad,
  onError,
  ref,
}: ContentImageProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      aria-hidden={preloading || undefined}
      onLoad={onLoad}
      onError={onError}
      ref={ref}
    />
  );
  if (!image.sources) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
