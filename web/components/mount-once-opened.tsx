import { useState, type ReactNode } from 'react';

/**
 * Renders a dialog only from the first time it opens, then keeps it (so it closes with its animation and keeps its
 * state). A page that mounts its dialogs closed pays for their code and data before anyone asks for them.
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
