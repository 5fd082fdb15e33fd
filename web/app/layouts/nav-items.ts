import { buildPath, routes } from '@web/lib/routes';

export type NavItem = { label: string; to: string; visibility: 'always' | 'signedIn' | 'signedOut' };

/** Top navigation, in order (spec "Global behaviour"). */
export const navItems: NavItem[] = [
  { label: 'Research Lab', to: routes.researchLab, visibility: 'always' },
  { label: 'Features', to: routes.features, visibility: 'always' },
  { label: 'Use Cases', to: routes.useCases, visibility: 'always' },
  { label: 'Digital Twins', to: routes.personas, visibility: 'signedIn' },
  { label: 'User Guide', to: routes.guide, visibility: 'signedIn' },
  { label: 'Pricing', to: routes.pricing, visibility: 'signedOut' },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems.filter(
    (item) =>
      item.visibility === 'always' ||
      (signedIn ? item.visibility === 'signedIn' : item.visibility === 'signedOut'),
  );
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export const footerLinks: { label: string; to: string }[] = [
  { label: 'About', to: routes.about },
  { label: 'Features', to: routes.features },
  { label: 'Use Cases', to: routes.useCases },
  { label: 'Methodology', to: routes.methodology },
  { label: 'Why Twinsight', to: routes.whyTwinsight },
  { label: 'Pricing', to: routes.pricing },
  { label: 'Research Lab', to: routes.researchLab },
  { label: 'Resources', to: routes.resources },
  { label: 'User Guide', to: routes.guide },
];

export const legalLinks: { label: string; to: string }[] = [
  { label: 'Privacy Policy', to: routes.privacy },
  { label: 'Sub-Processors', to: buildPath('privacy', {}, { hash: 'sub-processors' }) },
  { label: 'Terms of Service', to: routes.terms },
  { label: 'GDPR Compliance', to: routes.gdpr },
  { label: 'Cookie Policy', to: routes.cookies },
];
