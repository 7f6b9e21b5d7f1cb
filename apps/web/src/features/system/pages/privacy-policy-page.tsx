import { LegalDocument, type LegalSection } from '../../../components/legal-document.tsx';

const sections: LegalSection[] = [
  {
    heading: 'Who we are and our obligations',
    paragraphs: [
      'Turbine Insurance operates a platform used by insurance brokers, underwriting agencies, insurers, legal firms and their clients. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).',
      'For most information on the platform we act on behalf of the company that entered it (for example, the broker who arranges your insurance). That company is responsible for telling you how it uses your information; this policy explains how we handle it.',
    ],
  },
  {
    heading: 'What we collect',
    points: [
      'Account details: name, email address, phone number, avatar, password (stored only as a secure hash) and two-factor authentication settings.',
      'Company details: company names, registration numbers (ABN or NZBN), addresses, roles and invitations.',
      'Insurance information entered by companies: proposal answers, insured details, quotes, policies, claims and related documents. This may include sensitive information, such as health or criminal record information, where an insurance product requires it.',
      'Usage information: sign-in times, last activity, the pages and records you view, IP address and browser details, kept for security and audit.',
    ],
  },
  {
    heading: 'How we use it',
    points: [
      'To provide the platform: sign you in, show you the companies you belong to and let you work on their records.',
      'To send service messages, such as invitations, password reset links, quotes and policy documents requested by a company.',
      'To keep the platform secure, detect misuse and keep an audit record that companies and regulators can rely on.',
      'To meet legal obligations, including record-keeping duties of the companies that use the platform.',
    ],
    paragraphs: ['We do not sell personal information and do not use it for advertising.'],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Information is visible only to companies that take part in the relevant risk or claim (for example, the broker, underwriting agency and insurer on a policy) and to users those companies authorise.',
      'We use service providers for hosting, email and SMS delivery under contracts that require them to protect the information. Our primary hosting is in Australia. Where a provider stores information overseas we take reasonable steps to ensure it is handled consistently with the APPs.',
      'We disclose information where the law requires it, for example to a court, the Australian Securities and Investments Commission or another regulator.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'The platform uses a session cookie to keep you signed in and a security cookie that protects forms against cross-site request forgery. Your browser’s local storage remembers preferences such as your colour scheme, the last company you represented and your email address for the login form. We do not use advertising or tracking cookies.',
    ],
  },
  {
    heading: 'Security and retention',
    paragraphs: [
      'Information is encrypted in transit, access is limited by company, role and permission, and changes are logged. Insurance records are kept for as long as the responsible company must keep them (commonly at least seven years after a policy ends) and are then deleted or de-identified.',
    ],
  },
  {
    heading: 'Access and correction',
    paragraphs: [
      'You can update your own profile on the Manage account page. To access or correct other information about you, contact the company that holds it, or contact us and we will help you reach them. We respond to requests within 30 days.',
    ],
  },
  {
    heading: 'Data breaches',
    paragraphs: [
      'If a data breach is likely to cause serious harm, we will work with the affected companies to notify you and the Office of the Australian Information Commissioner under the Notifiable Data Breaches scheme.',
    ],
  },
  {
    heading: 'Complaints and contact',
    paragraphs: [
      'Send privacy questions or complaints to privacy@turbine.insure. We will acknowledge your complaint within 7 days and aim to resolve it within 30 days.',
      'If you are not satisfied with our response you can complain to the Office of the Australian Information Commissioner at www.oaic.gov.au or on 1300 363 992.',
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="1 July 2025"
      intro="This policy explains what personal information the Turbine Insurance platform collects, why, who can see it and the choices you have."
      sections={sections}
    />
  );
}
