import { LegalDocument, type LegalSection } from '../../../components/legal-document.tsx';

const sections: LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      'These terms govern your use of the Turbine Insurance platform (the "platform"), a software service that lets clients, insurance brokers, underwriting agencies, insurers and legal firms exchange information about insurance risks, quotes, policies and claims.',
      'By creating an account or using the platform you agree to these terms on your own behalf and, where you act for a company, on behalf of that company. If you do not agree, do not use the platform.',
    ],
  },
  {
    heading: 'What the platform is and is not',
    paragraphs: [
      'The platform is a technology service. We do not issue insurance, arrange insurance, act as an insurance broker or give financial product advice. Insurance products are offered, arranged and issued by the companies that use the platform, under their own Australian financial services licences or authorisations where the law requires one.',
      'Any quote, premium, policy wording or decision shown on the platform is made by the company responsible for it. Read the product disclosure statement and policy wording provided by the insurer or its agent before deciding to buy a product.',
    ],
  },
  {
    heading: 'Accounts and security',
    points: [
      'You must give accurate details when you register and keep them up to date.',
      'Keep your password confidential and use a password that meets our strength rules. Turn on two-factor authentication where your company requires it.',
      'You are responsible for activity under your account. Tell your company administrator and us straight away if you suspect unauthorised use.',
      'Temporary access links sent to you are personal and must not be forwarded.',
    ],
  },
  {
    heading: 'Companies, roles and permissions',
    paragraphs: [
      'Each company on the platform controls its own workspace. Its administrators decide who is invited, which role each user holds and what each role may do. A company may remove your access at any time.',
      'When you act for a company you confirm that you are authorised by it to do so, including to submit proposals, accept quotes, bind cover or handle claims information.',
    ],
  },
  {
    heading: 'Acceptable use',
    points: [
      'Do not upload information you have no right to share, including personal information collected without the notice or consent the Privacy Act 1988 (Cth) requires.',
      'Do not attempt to access another company’s data, probe or disrupt the platform, or bypass its security or rate limits.',
      'Do not upload malicious files or use the platform to send unsolicited commercial messages contrary to the Spam Act 2003 (Cth).',
      'Do not use the platform for any unlawful purpose, including insurance fraud or sanctions breaches.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'Companies and users keep ownership of the information they put on the platform. You grant us the rights needed to host, process, back up and display that information in order to provide the service to you and the companies you work with.',
      'We keep an audit record of changes to risks, transactions, products and agreements. That record cannot be edited by users.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We aim to keep the platform available and secure but do not promise uninterrupted service. We may change, suspend or withdraw features, and will give reasonable notice of changes that materially affect companies using the platform.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'Nothing in these terms excludes rights you have under the Australian Consumer Law that cannot be excluded. Subject to those rights, we are not liable for decisions made by companies using the platform, for losses caused by information entered by users, or for indirect or consequential loss.',
      'Where our liability for a failure to comply with a consumer guarantee can be limited, it is limited to supplying the service again or paying the cost of having it supplied again.',
    ],
  },
  {
    heading: 'Suspension and closure',
    paragraphs: [
      'We may suspend or close an account that breaches these terms or puts the platform or other users at risk. You may stop using the platform at any time; your company administrator can remove you from their company.',
    ],
  },
  {
    heading: 'Governing law and contact',
    paragraphs: [
      'These terms are governed by the laws of New South Wales, Australia, and you submit to the non-exclusive jurisdiction of its courts.',
      'Questions about these terms can be sent to legal@turbine.insure.',
    ],
  },
];

export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of use"
      updated="1 July 2025"
      intro="Please read these terms carefully. They explain how you may use the Turbine Insurance platform and what you can expect from us."
      sections={sections}
    />
  );
}
