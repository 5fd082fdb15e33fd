import { alpha, createTheme } from '@mui/material/styles';

const brand = '#4f46e5';
const ink = '#0f172a';
export const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand, dark: '#4338ca', light: '#818cf8', contrastText: '#ffffff' },
    secondary: { main: '#0d9488', contrastText: '#ffffff' },
    text: { primary: ink, secondary: '#475569' },
    background: { default: '#f8fafc', paper: '#ffffff' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  mixins: {
    // Header height: 56 px on mobile, 64 px on desktop (md and up), whatever the orientation.
    toolbar: { minHeight: 56, '@media (min-width:900px)': { minHeight: 64 } },
  },
  typography: {
    fontFamily: fontStack,
    h1: { fontWeight: 800, letterSpacing: '-0.025em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.015em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        'a:focus-visible, [tabindex]:focus-visible': {
          outline: `2px solid ${brand}`,
          outlineOffset: 2,
          borderRadius: 4,
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-focusVisible': { outline: `2px solid ${alpha(brand, 0.6)}`, outlineOffset: 2 },
        },
        sizeLarge: { paddingInline: 22, paddingBlock: 10 },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${alpha(brand, 0.6)}`, outlineOffset: 2 } },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: 16,
          borderColor: '#e2e8f0',
          boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 4px 16px rgba(15, 23, 42, 0.04)',
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-focusVisible': { outline: `2px solid ${alpha(brand, 0.6)}`, outlineOffset: -2 },
        },
      },
    },
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': { backgroundColor: alpha(brand, 0.1) } } },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
  },
});
