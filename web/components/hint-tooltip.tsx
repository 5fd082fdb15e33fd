import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';

/** How long a tapped hint stays on a touch screen. */
const TOUCH_HINT_MS = 2500;

/**
 * The app's tooltip. On a touch screen a tap shows it at once and it goes away by itself: the browser's emulated
 * hover would otherwise open it and never close it, leaving it over whatever is next to the control.
 */
export function HintTooltip(props: TooltipProps) {
  const touch = useMediaQuery('(hover: none)');
  return touch ? (
    <MuiTooltip disableHoverListener enterTouchDelay={0} leaveTouchDelay={TOUCH_HINT_MS} {...props} />
  ) : (
    <MuiTooltip {...props} />
  );
}
