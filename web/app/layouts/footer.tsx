import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import { Logo } from '@web/components/logo';
import { fallbackSiteConfig, useSiteConfig } from '@web/entities/site/get-site-config';
import { footerLinks, legalLinks } from './nav-items';

const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/twinsight', icon: <LinkedIn /> },
  { label: 'X', href: 'https://x.com/twinsight', icon: <X /> },
  { label: 'Instagram', href: 'https://www.instagram.com/twinsight', icon: <Instagram /> },
  { label: 'YouTube', href: 'https://www.youtube.com/@twinsight', icon: <YouTube /> },
];

const linkSx = {
  color: 'rgba(226,232,240,0.85)',
  textDecoration: 'none',
  fontSize: 14,
  '&:hover': { color: '#fff', textDecoration: 'underline' },
};

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="overline" component="h2" sx={{ color: '#a5b4fc', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { data } = useSiteConfig();
  const config = data ?? fallbackSiteConfig;
  const half = Math.ceil(footerLinks.length / 2);
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#0f172a', color: '#e2e8f0', mt: 'auto' }}
      data-testid="site-footer"
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo name={config.brandName} inverted />
            <Typography sx={{ mt: 2, color: 'rgba(226,232,240,0.75)', fontSize: 14, maxWidth: 320 }}>
              Test concepts, ads and ideas against AI digital twins of your customers and get consumer
              feedback in minutes.
            </Typography>
            <Box
              component="address"
              sx={{ fontStyle: 'normal', mt: 2, fontSize: 14, color: 'rgba(226,232,240,0.85)' }}
            >
              <Link href={`mailto:${config.contactEmail}`} sx={{ ...linkSx, display: 'inline-block' }}>
                {config.contactEmail}
              </Link>
              <Box>{config.location}</Box>
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2, ml: -1 }}>
              {socialLinks.map((social) => (
                <IconButton
                  key={social.label}
                  component="a"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  sx={{ color: 'rgba(226,232,240,0.85)', '&:hover': { color: '#fff' } }}
                >
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <LinkColumn title="Product" links={footerLinks.slice(0, half)} />
          <LinkColumn title="Company" links={footerLinks.slice(half)} />
          <LinkColumn title="Legal" links={legalLinks} />
        </Box>
        <Divider sx={{ borderColor: 'rgba(148,163,184,0.2)', my: 4 }} />
        <Typography sx={{ fontSize: 13, color: 'rgba(226,232,240,0.6)' }}>
          © {new Date().getFullYear()} {config.brandName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
