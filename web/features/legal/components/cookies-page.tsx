import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { storageKeys } from '@web/lib/storage';
import { ContactLink, LegalDocument, LegalSection, LegalTable, useOperatorContact } from './legal-document';

const SESSION_COOKIE = 'twinsight.session_token';

const storageItems = [
  {
    name: SESSION_COOKIE,
    kind: 'Cookie (HttpOnly, SameSite=Lax, Secure on https)',
    purpose: 'Keeps you signed in. Set when you sign in, removed when you sign out.',
    lifetime: 'Until sign-out or session expiry (7 days by default)',
    category: 'Necessary',
  },
  {
    name: storageKeys.cookiesAccepted,
    kind: 'Local storage',
    purpose: 'Remembers your choice in the cookie notice: true for “Accept All”, false for “Necessary Only”.',
    lifetime: 'Until you clear your browser storage',
    category: 'Necessary',
  },
  {
    name: storageKeys.activeWorkspaceId,
    kind: 'Local storage',
    purpose: 'Remembers which of your workspaces is active.',
    lifetime: 'Until you clear your browser storage',
    category: 'Necessary',
  },
];

export function CookiesPage() {
  usePageMeta(publicPages.cookies);
  const { brandName } = useOperatorContact();
  return (
    <LegalDocument
      title="Cookie policy"
      intro={
        <p>
          {brandName} keeps browser storage to a minimum: one cookie to keep you signed in and two local
          storage entries. An analytics script is loaded only if you choose “Accept All” and only if the
          operator has configured one.
        </p>
      }
    >
      <LegalSection title="What we store in your browser">
        <LegalTable
          label="Cookies and local storage"
          headings={['Name', 'Type', 'Purpose', 'Lifetime', 'Category']}
          rowHeaderSx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}
          rows={storageItems.map((item) => ({
            key: item.name,
            cells: [item.name, item.kind, item.purpose, item.lifetime, item.category],
          }))}
        />
        <p>
          Necessary storage does not need consent: the site cannot keep you signed in or remember your choices
          without it.
        </p>
      </LegalSection>
      <LegalSection title="Analytics">
        <p>
          If the operator has configured an analytics service, its script is added to the page only after you
          choose “Accept All”. That script may set its own cookies, described by its provider. With “Necessary
          Only”, or before you choose, no analytics script is loaded.
        </p>
      </LegalSection>
      <LegalSection title="Changing your choice">
        <p>
          Clear this site’s data in your browser settings (or remove the “{storageKeys.cookiesAccepted}”
          entry): the cookie notice appears again on your next visit and you can choose again. Questions:{' '}
          <ContactLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
