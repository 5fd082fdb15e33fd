import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { routes } from '@web/lib/routes';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { ContactLink, LegalDocument, LegalSection, useOperatorContact } from './legal-document';

export function TermsPage() {
  usePageMeta(publicPages.terms);
  const { brandName, location } = useOperatorContact();
  return (
    <LegalDocument
      title="Terms of service"
      intro={
        <p>
          These terms apply to your use of {brandName}, an online service operated from {location}. By
          creating an account you agree to them. If you use {brandName} for an organisation, you accept them
          on its behalf.
        </p>
      }
    >
      <LegalSection title="The service">
        <p>
          {brandName} lets you test product concepts against AI-simulated consumers (“digital twins”). Twins
          are synthetic personas generated from population statistics; their answers are simulations produced
          by software, not the opinions of real people. Use them as one input to your decisions, not as the
          only one. The current status of accuracy measurement is described on the{' '}
          <Link component={RouterLink} to={routes.methodology}>
            methodology page
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>You must be at least 18 and give a valid email address.</li>
          <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
          <li>
            Tell us at once at <ContactLink /> if you think your account has been misused.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Credits and subscriptions">
        <ul>
          <li>Each analysis costs 1 credit. If an analysis fails to complete, its credit is returned.</li>
          <li>New accounts receive free credits. Free credits have no cash value.</li>
          <li>
            Paid credit packs and subscriptions are billed by Stripe at the prices shown on the{' '}
            <Link component={RouterLink} to={routes.pricing}>
              pricing page
            </Link>
            . An active subscription makes analyses unlimited for its period and renews monthly until
            cancelled.
          </li>
          <li>
            You can cancel a subscription at any time in the billing portal; it stays active until the end of
            the period already paid.
          </li>
          <li>
            Consumers in the EU have a 14-day right of withdrawal for purchases. By starting to use purchased
            credits or a subscription within that period you ask us to begin at once, and the right ends for
            what you have used.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <p>Do not use {brandName} to:</p>
        <ul>
          <li>break the law or infringe others’ rights, including by uploading content you may not use;</li>
          <li>
            enter other people’s personal data or confidential information you are not allowed to share;
          </li>
          <li>present simulated answers as the views of real people or as a survey of real consumers;</li>
          <li>
            probe, overload or circumvent the security or limits of the service, or resell access without our
            agreement.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          Your concepts and results remain yours. You give us the permission needed to store and process them
          to provide the service. If you publish a result as a snapshot, anyone with its link can view it
          until you revoke it.
        </p>
      </LegalSection>
      <LegalSection title="Availability and changes">
        <p>
          We aim to keep {brandName} available but do not guarantee uninterrupted service. We may change
          features; we will give reasonable notice before changes that reduce what you have paid for.
        </p>
      </LegalSection>
      <LegalSection title="Liability">
        <p>
          The service is provided with reasonable skill and care. Beyond that, and to the extent the law
          allows, we are not liable for decisions you make on the basis of simulated answers, or for indirect
          loss. Our total liability is limited to what you paid us in the 12 months before the claim. Nothing
          in these terms limits rights you have as a consumer that cannot be limited by contract.
        </p>
      </LegalSection>
      <LegalSection title="Ending the agreement">
        <p>
          You can stop using {brandName} and ask us to delete your account at any time. We may suspend
          accounts that break these terms. Unused paid credits are not refunded after the withdrawal period,
          except where the law requires.
        </p>
      </LegalSection>
      <LegalSection title="Law and disputes">
        <p>
          These terms are governed by the laws of Malta. The courts of Malta have jurisdiction, without
          affecting a consumer’s right to bring proceedings where they live. Questions: <ContactLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
