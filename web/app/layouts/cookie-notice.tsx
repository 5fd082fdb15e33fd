import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { SiteLink } from '@web/components/site-link';
import { readStorage, storageKeys, writeStorage } from '@web/lib/storage';
import { routes } from '@web/lib/routes';

export const COOKIE_NOTICE_DELAY_MS = 1500;
const ANALYTICS_SCRIPT_ID = 'behaviour-analytics';

/** Adds the behaviour-analytics script once (only ever after consent). */
export function loadAnalyticsScript(url: string): void {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = url;
  script.async = true;
  document.head.appendChild(script);
}

export type CookieNoticeProps = {
  /** The behaviour-analytics script loaded after consent (site config), if any. */
  analyticsScriptUrl?: string | null;
};

/** The cookie notice: 1.5 s after load when no choice is stored; the choice is kept as 'cookiesAccepted'. */
export function CookieNotice({ analyticsScriptUrl: url }: CookieNoticeProps) {
  const [consent, setConsent] = useState<string | null>(() => readStorage(storageKeys.cookiesAccepted));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (consent !== null) return;
    const timer = window.setTimeout(() => setOpen(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent]);

  useEffect(() => {
    if (consent === 'true' && url) loadAnalyticsScript(url);
  }, [consent, url]);

  // While it shows, the notice reserves its own height (and its gap) below the page on every page, so whatever the
  // page ends with can be scrolled above it instead of staying underneath until the visitor chooses.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = notice.current;
    if (!open || !element) return;
    const reserve = () => {
      const gap = parseFloat(getComputedStyle(element).bottom) || 0;
      document.body.style.paddingBottom = `${Math.ceil(element.offsetHeight + 2 * gap)}px`;
    };
    // Its height changes only with the window's width.
    reserve();
    window.addEventListener('resize', reserve);
    return () => {
      window.removeEventListener('resize', reserve);
      document.body.style.paddingBottom = '';
    };
  }, [open]);

  const choose = (accepted: boolean) => {
    const value = accepted ? 'true' : 'false';
    writeStorage(storageKeys.cookiesAccepted, value);
    setConsent(value);
    setOpen(false);
  };

  return (
    <Slide direction="up" in={open} mountOnEnter unmountOnExit>
      <Paper
        ref={notice}
        role="region"
        aria-label="Cookie notice"
        elevation={8}
        sx={{
          position: 'fixed',
          // Below dialogs: over one it covered the dialog's own buttons (the twin picker's "View … Results") while
          // the dialog kept the notice's buttons out of reach of the keyboard; it is answered once the dialog closes.
          zIndex: (theme) => theme.zIndex.modal - 1,
          // Bottom right on wider screens: the left column holds the Research Lab's concept box.
          left: { xs: 12, sm: 'auto' },
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          maxWidth: { sm: 460 },
          p: { xs: 1.5, sm: 2.5 },
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {/* On a phone the notice keeps to the bottom of the first screen: the text says what the title would. */}
        <Typography sx={{ fontWeight: 700, mb: 0.5, display: { xs: 'none', sm: 'block' } }}>
          We value your privacy
        </Typography>
        <Typography variant="body2" color="text.secondary">
          We use necessary cookies to keep you signed in. With your permission we also use analytics to
          understand how the site is used. Read our{' '}
          <Link component={SiteLink} to={routes.cookies}>
            Cookie Policy
          </Link>
          .
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            mt: { xs: 1.5, sm: 2 },
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
          }}
        >
          <Button variant="outlined" onClick={() => choose(false)}>
            Necessary Only
          </Button>
          <Button variant="contained" onClick={() => choose(true)}>
            Accept All
          </Button>
        </Box>
      </Paper>
    </Slide>
  );
}
