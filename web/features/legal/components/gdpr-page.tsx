import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { ContactLink, LegalDocument, LegalSection, useOperatorContact } from './legal-document';

const rights = [
  ['Access', 'a copy of the personal data we hold about you (Art. 15)'],
  [
    'Rectification',
    'correct inaccurate data; you can change your name yourself on your profile page (Art. 16)',
  ],
  ['Erasure', 'have your account and its data deleted (Art. 17)'],
  ['Restriction', 'have us pause processing while a complaint is resolved (Art. 18)'],
  ['Portability', 'receive your data in a machine-readable format (Art. 20)'],
  ['Objection', 'object to processing based on legitimate interests (Art. 21)'],
  [
    'Withdraw consent',
    'for analytics, at any time, by clearing the cookie choice in your browser and choosing “Necessary Only” (Art. 7(3))',
  ],
] as const;

const retention = [
  ['Account and profile', 'while the account exists; deleted on request'],
  ['Concept tests, answers, follow-ups and history', 'while the account exists; deleted with it'],
  ['Published snapshots', 'until you revoke them or the account is deleted'],
  ['Sessions', 'until sign-out or expiry (7 days by default)'],
  ['Credit ledger and payment records', 'as long as Maltese tax and accounting law requires, then deleted'],
  ['Server logs', 'kept by the operator for security and troubleshooting for a limited period, then deleted'],
] as const;

export function GdprPage() {
  usePageMeta(publicPages.gdpr);
  const { brandName } = useOperatorContact();
  return (
    <LegalDocument
      title="GDPR compliance"
      intro={
        <p>
          {brandName} is operated from Malta and follows the EU General Data Protection Regulation. This page
          explains your rights, how to use them, how long data is kept, and how to export or delete your
          account’s data.
        </p>
      }
    >
      <LegalSection title="Your rights">
        <ul>
          {rights.map(([right, detail]) => (
            <li key={right}>
              <strong>{right}</strong>: {detail}.
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="How to exercise them">
        <p>
          Write to <ContactLink /> from the email address of your account, saying which right you want to use.
          If you write from another address we may ask you to confirm the request from your account’s address,
          so that nobody else can obtain or delete your data. We answer within one month; for complex requests
          we may extend this by up to two further months and will tell you why.
        </p>
        <p>There is no charge, unless requests are manifestly unfounded or excessive.</p>
      </LegalSection>
      <LegalSection title="Exporting your data">
        <p>
          On request we send you a machine-readable (JSON) export of your account: profile, workspaces, credit
          ledger, subscription status, and every concept test with its selected twins, answers, overall
          analysis and follow-ups.
        </p>
      </LegalSection>
      <LegalSection title="Deleting your account">
        <p>
          On request we delete your account, profile, sessions, workspaces, research history, uploads and
          snapshots. Payment records that the law requires us to keep are retained for that period only.
          Deletion is permanent; ask for an export first if you want a copy.
        </p>
      </LegalSection>
      <LegalSection title="Data retention">
        <ul>
          {retention.map(([data, period]) => (
            <li key={data}>
              <strong>{data}</strong>: {period}.
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Where data is processed">
        <p>
          Data is stored with our hosting provider. The services that may process data on our behalf, and
          when, are listed under sub-processors in the privacy policy. By default no concept text leaves our
          servers: the built-in engine answers locally.
        </p>
      </LegalSection>
      <LegalSection title="Complaints">
        <p>
          If you are not satisfied with our answer, you can complain to the Information and Data Protection
          Commissioner (IDPC) in Malta, or to the supervisory authority where you live or work.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
