import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { routes } from '@web/lib/routes';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { ContactLink, LegalDocument, LegalSection, LegalTable, useOperatorContact } from './legal-document';

const subProcessors = [
  {
    name: 'Hosting provider',
    purpose: 'Runs the application servers and the database that hold all account data.',
    data: 'All data described in this policy.',
    when: 'Always. The operator names the provider and its location here before launch.',
  },
  {
    name: 'Stripe, Inc. / Stripe Payments Europe, Ltd.',
    purpose: 'Card payments, subscriptions and the billing portal.',
    data: 'Email address, payment details (entered on Stripe’s pages, never stored by us), purchase history.',
    when: 'Only when online billing is enabled, and only for users who buy credits or a subscription.',
  },
  {
    name: 'The configured AI model provider (OpenAI, Anthropic, or another OpenAI-compatible service)',
    purpose: 'Generates the digital twins’ answers when the operator has configured an external model.',
    data: 'Your concept text, follow-up questions and the twin’s synthetic profile. No account details are sent.',
    when: 'Only when configured. The default built-in engine runs on our servers and sends nothing out.',
  },
  {
    name: 'Email delivery service',
    purpose: 'Would deliver password-reset emails.',
    data: 'Email address and the reset link.',
    when: 'None is configured by default: reset links are written to the server log for the operator instead.',
  },
  {
    name: 'Analytics script',
    purpose: 'Measures how the site is used.',
    data: 'Usage data as collected by the script (pages viewed, device and browser information).',
    when: 'Only after you choose “Accept All” in the cookie notice, and only when the operator has configured one.',
  },
];

export function PrivacyPage() {
  usePageMeta(publicPages.privacy);
  const { brandName, location } = useOperatorContact();
  return (
    <LegalDocument
      title="Privacy policy"
      intro={
        <p>
          This policy explains what personal data {brandName} processes when you visit the site or use the
          Research Lab, why, and for how long. {brandName} is operated from {location}, in the European Union,
          and this policy follows the General Data Protection Regulation (GDPR).
        </p>
      }
    >
      <LegalSection title="Who is responsible">
        <p>
          The operator of {brandName} is the controller of your personal data. Contact us about anything in
          this policy at <ContactLink />.
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account data</strong>: your name, email address and a hashed password (argon2id; we never
            store the password itself).
          </li>
          <li>
            <strong>Sessions</strong>: a session record with its expiry, and the IP address and browser of the
            sign-in, to keep you signed in and to protect your account.
          </li>
          <li>
            <strong>Research data</strong>: the concepts you write, the twins you select, the answers and
            analyses generated, follow-up questions and replies, and anything you choose to publish as a
            snapshot.
          </li>
          <li>
            <strong>Billing data</strong>: your credit balance and its ledger, and, if you buy something, your
            subscription status and Stripe customer reference. Card details are handled by Stripe only.
          </li>
          <li>
            <strong>Server logs</strong>: requests with time, path, status and a request id, used to run and
            secure the service.
          </li>
        </ul>
        <p>
          The digital twins are synthetic. They are generated from aggregate population statistics and do not
          describe real people.
        </p>
      </LegalSection>
      <LegalSection title="Why, and on what legal basis">
        <ul>
          <li>To provide the service you signed up for: performance of a contract (GDPR Art. 6(1)(b)).</li>
          <li>
            To keep the service secure, prevent abuse and keep records of payments: legitimate interests and
            legal obligations (Art. 6(1)(f), (c)).
          </li>
          <li>
            Analytics, only with your consent via “Accept All” (Art. 6(1)(a)); you can withdraw it at any
            time.
          </li>
        </ul>
        <p>We do not sell personal data and do not use your concepts to train models.</p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Account and research data are kept while your account exists and deleted when you ask us to delete
          the account. Sessions expire after a fixed period (7 days by default). Payment records are kept as
          long as tax law requires. More in{' '}
          <Link component={RouterLink} to={routes.gdpr}>
            GDPR compliance
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection id="sub-processors" title="Sub-processors">
        <p>These services process personal data on our behalf, and only in the situations listed.</p>
        <LegalTable
          label="Sub-processors"
          headings={['Service', 'Purpose', 'Data', 'When it is used']}
          rowHeaderSx={{ fontWeight: 600 }}
          rows={subProcessors.map((processor) => ({
            key: processor.name,
            cells: [processor.name, processor.purpose, processor.data, processor.when],
          }))}
        />
        <p>
          Where a sub-processor is outside the European Economic Area, transfers rely on the European
          Commission’s standard contractual clauses or an adequacy decision.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>
          We use one necessary session cookie and two browser storage entries; analytics only after consent.
          See the{' '}
          <Link component={RouterLink} to={routes.cookies}>
            cookie policy
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can access, correct, export or delete your data, object to or restrict its processing, and
          withdraw consent. Write to <ContactLink />. You may also complain to the Maltese supervisory
          authority, the Information and Data Protection Commissioner (IDPC), or the authority where you live.
        </p>
      </LegalSection>
      <LegalSection title="Changes">
        <p>
          We will update the date at the top when this policy changes and tell account holders about material
          changes before they take effect.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
