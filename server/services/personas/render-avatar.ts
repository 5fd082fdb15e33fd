import { notionists } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

const CACHE_SIZE = 512;
/** Names the style behind the SVGs: change it with the style or its options so that cached copies are replaced. */
export const AVATAR_STYLE_VERSION = 'notionists-9';
const rendered = new Map<string, string>();

/** A persona's avatar: the same SVG for the same id, always; recently used ones are kept (LRU). */
export function renderAvatar(personaId: string): string {
  const hit = rendered.get(personaId);
  if (hit !== undefined) {
    // Re-inserting moves the entry to the back of the Map's insertion order, which is the LRU order.
    rendered.delete(personaId);
    rendered.set(personaId, hit);
    return hit;
  }
  const svg = createAvatar(notionists, {
    seed: personaId,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toString();
  rendered.set(personaId, svg);
  if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
  return svg;
}

export function cachedAvatarCount() {
  return rendered.size;
}
