import { apiTokensApi } from '../access/api-tokens.api';
import { invitationsApi, publicInvitationsApi } from '../access/invitations.api';
import { addressesApi } from '../addresses/addresses.api';
import { aiApi } from '../ai/ai.api';
import { auditApi, quotationHistoryApi } from '../audit/audit.api';
import { accountSecurityApi } from '../auth/account-security.api';
import { authApi } from '../auth/auth.api';
import { passwordResetApi } from '../auth/password-reset.api';
import { cargoLinesApi } from '../cargo-lines/cargo-lines.api';
import { contactSitesApi } from '../contacts/contact-sites.api';
import { contactsApi } from '../contacts/contacts.api';
import { costLineNotesApi } from '../cost-line-notes/cost-line-notes.api';
import { costCategoriesApi } from '../cost-lines/cost-categories.api';
import { costLinesApi } from '../cost-lines/cost-lines.api';
import { dashboardApi } from '../dashboard/dashboard.api';
import { diagnosticsApi } from '../diagnostics/diagnostics.api';
import { documentSharesApi, documentsApi, documentVersionsApi, foldersApi } from '../documents/documents.api';
import { eventsApi } from '../events/events.api';
import { exchangeRatesApi } from '../exchange-rates/exchange-rates.api';
import { filesApi } from '../files/files.api';
import { healthApi } from '../health/health.api';
import { identityProvidersApi, oidcSignInApi } from '../identity-providers/identity-providers.api';
import { invoiceSettingsApi, invoicesApi, journalExportApi, receivablesApi } from '../invoices/invoices.api';
import { jobProfitApi } from '../job-profit/job-profit.api';
import { locationsApi } from '../locations/locations.api';
import { notificationsApi } from '../notifications/notifications.api';
import { permissionsApi } from '../permissions/permissions.api';
import { quotationPricingApi } from '../pricing/pricing.api';
import { pricingSettingsApi } from '../pricing/pricing-settings.api';
import { quotationRevisionsApi } from '../quotations/quotation-revisions.api';
import { quotationsApi } from '../quotations/quotations.api';
import { companyProfileApi, publicQuotesApi, quoteSendApi } from '../quotations/quote-send.api';
import { quotationValidityApi } from '../quotations/validity-extension';
import { rateCardPricingApi, rateCardsApi } from '../rate-cards/rate-cards.api';
import { searchApi } from '../search/search.api';
import { settingsApi } from '../settings/settings.api';
import { milestoneTemplatesApi } from '../shipments/milestone-template-settings';
import { shipmentDocumentsApi } from '../shipments/shipment-documents';
import { publicShipmentSubscriptionsApi } from '../shipments/shipment-subscriptions';
import { publicShipmentsApi } from '../shipments/shipment-tracking';
import { shipmentsApi } from '../shipments/shipments.api';
import { supplierBillSettingsApi, supplierInvoicesApi } from '../supplier-bills/supplier-bills.api';
import { interactionAttachmentsApi, interactionsApi } from '../support/interactions.api';
import {
  subtasksApi,
  taskActivityApi,
  taskCollaboratorsApi,
  taskCommentsApi,
  tasksApi,
  taskUsersApi,
} from '../tasks/tasks.api';
import { teamMembersApi, teamsApi } from '../tasks/teams.api';
import { userProfilesApi } from '../user-profiles/user-profiles.api';
import { usersApi } from '../users/users.api';
import { webhooksApi } from '../webhooks/webhooks.api';
import type { EndpointDef } from './endpoint';

/** Every endpoint of `/api/1`, module by module: the server must register exactly these, and no others. */
const apiContract = {
  auth: authApi,
  health: healthApi,
  contacts: contactsApi,
  contactSites: contactSitesApi,
  quotations: quotationsApi,
  addresses: addressesApi,
  cargoLines: cargoLinesApi,
  costLines: costLinesApi,
  costCategories: costCategoriesApi,
  users: usersApi,
  files: filesApi,
  interactions: interactionsApi,
  interactionAttachments: interactionAttachmentsApi,
  tasks: tasksApi,
  subtasks: subtasksApi,
  taskComments: taskCommentsApi,
  taskCollaborators: taskCollaboratorsApi,
  taskActivity: taskActivityApi,
  taskUsers: taskUsersApi,
  teams: teamsApi,
  teamMembers: teamMembersApi,
  costLineNotes: costLineNotesApi,
  ai: aiApi,
  diagnostics: diagnosticsApi,
  userProfiles: userProfilesApi,
  permissions: permissionsApi,
  settings: settingsApi,
  accountSecurity: accountSecurityApi,
  folders: foldersApi,
  documents: documentsApi,
  documentVersions: documentVersionsApi,
  documentShares: documentSharesApi,
  passwordReset: passwordResetApi,
  notifications: notificationsApi,
  events: eventsApi,
  dashboard: dashboardApi,
  audit: auditApi,
  quotationHistory: quotationHistoryApi,
  search: searchApi,
  locations: locationsApi,
  companyProfile: companyProfileApi,
  quoteSend: quoteSendApi,
  publicQuotes: publicQuotesApi,
  quotationValidity: quotationValidityApi,
  quotationRevisions: quotationRevisionsApi,
  pricingSettings: pricingSettingsApi,
  rateCards: rateCardsApi,
  rateCardPricing: rateCardPricingApi,
  quotationPricing: quotationPricingApi,
  exchangeRates: exchangeRatesApi,
  shipments: shipmentsApi,
  shipmentDocuments: shipmentDocumentsApi,
  invoices: invoicesApi,
  invoiceSettings: invoiceSettingsApi,
  supplierInvoices: supplierInvoicesApi,
  supplierBillSettings: supplierBillSettingsApi,
  jobProfit: jobProfitApi,
  receivables: receivablesApi,
  journalExport: journalExportApi,
  publicShipments: publicShipmentsApi,
  publicShipmentSubscriptions: publicShipmentSubscriptionsApi,
  milestoneTemplates: milestoneTemplatesApi,
  apiTokens: apiTokensApi,
  invitations: invitationsApi,
  publicInvitations: publicInvitationsApi,
  identityProviders: identityProvidersApi,
  oidcSignIn: oidcSignInApi,
  webhooks: webhooksApi,
} satisfies Record<string, Record<string, EndpointDef>>;

export function allEndpoints(): EndpointDef[] {
  return Object.values(apiContract).flatMap((module) => Object.values(module) as EndpointDef[]);
}
