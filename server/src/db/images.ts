/** The demo pictures: small SVGs drawn from a label and a hue, served under /images/{name}.svg. */
export const IMAGES: Record<string, { label: string; hue: number }> = {
  'campaign-summer': { label: 'Summer Points', hue: 28 },
  'campaign-double': { label: 'Double Points', hue: 200 },
  'campaign-newyear': { label: 'New Year', hue: 350 },
  'campaign-rainy': { label: 'Rainy Season', hue: 220 },
  'activity-run': { label: 'Fun Run', hue: 140 },
  'activity-cooking': { label: 'Cooking Class', hue: 45 },
  'activity-festival': { label: 'Music Festival', hue: 290 },
  'activity-cleanup': { label: 'Beach Cleanup', hue: 180 },
  'exclusive-vip': { label: 'VIP Night', hue: 260 },
  'exclusive-preview': { label: 'Members Preview', hue: 320 },
  'content-tips': { label: 'Saving Tips', hue: 100 },
  'content-story': { label: 'Our Story', hue: 15 },
  'content-vip': { label: 'Members Only', hue: 270 },
  'product-coffee': { label: 'Coffee', hue: 25 },
  'product-tea': { label: 'Green Tea', hue: 110 },
  'product-bakery': { label: 'Croissant', hue: 38 },
  'product-juice': { label: 'Orange Juice', hue: 32 },
  'product-snack': { label: 'Rice Snack', hue: 50 },
  'product-water': { label: 'Mineral Water', hue: 195 },
  'reward-drink': { label: 'Free Drink', hue: 20 },
  'reward-discount': { label: '50 THB Off', hue: 150 },
  'reward-tumbler': { label: 'Tumbler', hue: 210 },
  'reward-tote': { label: 'Tote Bag', hue: 75 },
  'reward-voucher': { label: '500 THB Voucher', hue: 340 },
  'reward-headphones': { label: 'Headphones', hue: 240 },
  /** The mock LIFF profile's picture (src/liff/mockState.ts). */
  'avatar-demo': { label: 'DU', hue: 150 },
};

export const imageUrl = (name: keyof typeof IMAGES & string) => `/images/${name}.svg`;

/**
 * The label's lines. Pages crop the 600×400 picture (16:9 banners keep y 31–369, square
 * thumbnails x 100–500), so the label keeps to the middle 360×300: at 48 px bold a line holds
 * about 12 characters, and longer labels break between words.
 */
export const MAX_LINE_CHARS = 12;
export function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= MAX_LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

const LINE_HEIGHT = 58;

export function renderImage(name: string): string | undefined {
  const image = IMAGES[name];
  if (!image) return undefined;
  const { label, hue } = image;
  const lines = labelLines(label);
  // The middle of the text block at y 200; 17 px from a line's middle down to its baseline.
  const firstBaseline = 200 - ((lines.length - 1) * LINE_HEIGHT) / 2 + 17;
  const text = lines
    .map((line, i) => `<tspan x="300" y="${firstBaseline + i * LINE_HEIGHT}">${line}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 42%)"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="480" cy="90" r="120" fill="#fff" opacity=".12"/><circle cx="90" cy="360" r="90" fill="#fff" opacity=".1"/><text font-family="system-ui,sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}
