import { useState } from 'react';
import { slugify } from '@contracts/content';

/**
 * The slug follows the title (slugify) until the author types a slug of their own; emptying the slug
 * field hands it back to the title. Existing resources start hand-set, so renaming never moves a live URL.
 */
export function useSlugAutofill(initiallyHandSet: boolean, setSlug: (slug: string) => void) {
  const [handSet, setHandSet] = useState(initiallyHandSet);
  return {
    slugHandSet: handSet,
    onTitleChange: (title: string) => {
      if (!handSet) setSlug(slugify(title));
    },
    onSlugChange: (slug: string) => setHandSet(slug !== ''),
  };
}
