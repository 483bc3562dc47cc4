import { companyProfileApi } from '@freight/domain';
import { useSingletonRecord } from '../../../shared/api/useSingletonRecord';

const KEY = ['company-profile'] as const;

/** The company's details on quotes and the quote e-mail template, and saving them (If-Match: the version read). */
export function useCompanyProfile() {
  return useSingletonRecord(KEY, companyProfileApi);
}
