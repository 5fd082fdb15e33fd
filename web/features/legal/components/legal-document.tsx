// The frame of every legal page: one h1, the last-updated date, numbered sections with anchors, and the operator's contact.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { fallbackSiteConfig, useSiteConfig } from '@web/entities/site/get-site-config';
import { useScrollToHash } from '@web/lib/use-scroll-to-hash';

export const LEGAL_LAST_UPDATED = '22 November 2026';

export function useOperatorContact() {
  const { data } = useSiteConfig();
  return data ?? fallbackSiteConfig;
}

export function ContactLink() {
  const { contactEmail } = useOperatorContact();
  return <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>;
}

export function LegalDocument({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useScrollToHash();
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 42 } }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last updated {LEGAL_LAST_UPDATED}
      </Typography>
      <Typography component="div" sx={{ mt: 3, fontSize: 17 }}>
        {intro}
      </Typography>
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Container>
  );
}

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        mt: 4,
        scrollMarginTop: 80,
        color: 'text.secondary',
        '& p': { mt: 1.25, mb: 0, lineHeight: 1.7 },
        '& ul': { mt: 1.25, mb: 0, pl: 3, lineHeight: 1.7 },
        '& li + li': { mt: 0.75 },
        '& strong': { color: 'text.primary' },
      }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A legal page's table: the first cell of each row heads that row. */
export function LegalTable({
  label,
  headings,
  rows,
  rowHeaderSx,
}: {
  label: string;
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
  rowHeaderSx?: SxProps<Theme>;
}) {
  return (
    <TableContainer
      sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, cells: [rowHeader, ...rest] }) => (
            <TableRow key={key} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={rowHeaderSx}>
                {rowHeader}
              </TableCell>
              {rest.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
