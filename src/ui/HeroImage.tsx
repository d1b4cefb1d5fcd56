import { mediaBox } from './layout';

/** A page's lead picture (decorative): full width at 16:9, and fetched first, as the largest
 *  image on the screen. */
export function HeroImage({ src }: { src: string }) {
  return (
    <img
      class={mediaBox}
      src={src}
      alt=""
      width={640}
      height={360}
      decoding="async"
      fetchpriority="high"
    />
  );
}
