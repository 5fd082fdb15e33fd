// The link the site's frame (header, drawer, cookie notice) uses for its own pages. Inside the app it is the router's
// link (AppProviders provides it), so moving between screens needs no page load; on a page whose frame hydrates as
// islands (decision 023) it is a plain anchor, so the frame needs no router code.
import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A path of this site, with its search and hash if any. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain anchor: the next page loads as a document. */
export function DocumentLink({ to, ref, ...anchor }: SiteLinkProps) {
  return <a ref={ref} href={to} {...anchor} />;
}

export const SiteLinkContext = createContext<ComponentType<SiteLinkProps>>(DocumentLink);

/** A link to a page of this site (`component={SiteLink}` on MUI buttons and list items). */
export const SiteLink = forwardRef<HTMLAnchorElement, Omit<SiteLinkProps, 'ref'>>(
  function SiteLink(props, ref) {
    const Link = useContext(SiteLinkContext);
    return <Link ref={ref} {...props} />;
  },
);
