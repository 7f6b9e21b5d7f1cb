/**
 * Automation (issue 13): the company events and email templates tabs of the company management page.
 * Other features import only this file.
 */
export { CompanyEventsTab } from './components/company-events-tab.tsx';
export { EmailTemplatesTab } from './components/email-templates-tab.tsx';
