/**
 * Anchor statements for semantic-similarity rating, one per Likert point (index 0 is point 1), two sets per scale
 * whose ratings are averaged so that no single wording decides the scale.
 */
export const SSR_ANCHORS = {
  purchaseIntent: [
    [
      'I would definitely not buy it.',
      'I would probably not buy it.',
      'I might buy it; I am undecided.',
      'I would probably buy it.',
      'I would definitely buy it.',
    ],
    [
      'It is very unlikely that I would buy this; it is not for me at all.',
      'It is unlikely that I would buy this.',
      'I am unsure whether I would buy this; it could go either way.',
      'It is likely that I would buy this.',
      'It is very likely that I would buy this; I would get it as soon as I could.',
    ],
  ],
  interest: [
    [
      'I am not interested in it at all.',
      'I am only slightly interested in it.',
      'I am somewhat interested in it.',
      'I am very interested in it.',
      'I am extremely interested in it.',
    ],
    [
      'This does not appeal to me in any way.',
      'This does not really appeal to me.',
      'This appeals to me a little; I have mixed feelings about it.',
      'This appeals to me; I find it interesting.',
      'This appeals to me a lot; I am excited about it.',
    ],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type LikertScale = keyof typeof SSR_ANCHORS;

/** Maier et al. 2025 rate at temperature 1: the similarity differences themselves set the spread. */
export const SSR_TEMPERATURE = 1;
