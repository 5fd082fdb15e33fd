/** '2, 2.50; $3' → [2, 2.5, 3]: a typed list of prices; anything that is not a number stays NaN for the schema to name. */
export const pricesOf = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => Number(part.replace(/[€$£]/g, '')));
